import { z } from '@/lib/zod';
import { amountSchema } from '@/lib/money/amount';
import { betKeySchema } from './games';

/**
 * The rooms' bet request and drand's answers as the rooms read them; the rooms' answers and stream
 * events are `./room-answers.ts`'s (zod/mini, which the rooms' pages check on load), exported
 * here with them.
 */
export * from './room-answers';

/** `POST /api/v2/games/rooms/{room}/bet`: a stake in the room's open round of the player's currency. */
export const roomBetRequestSchema = z.strictObject({
  key: betKeySchema,
  amount: amountSchema,
});
export type RoomBetRequest = z.output<typeof roomBetRequestSchema>;

/** drand's `GET {relay}/{chain hash}/info`, as its stand-in serves it and the rooms read it. */
export const drandChainInfoSchema = z
  .object({
    public_key: z.string(),
    period: z.number(),
    genesis_time: z.number(),
    hash: z.string(),
    groupHash: z.string(),
    schemeID: z.string(),
    metadata: z.object({ beaconID: z.string() }),
  })
  .meta({ id: 'DrandChainInfo' });
export type DrandChainInfo = z.infer<typeof drandChainInfoSchema>;

/** drand's `GET {relay}/{chain hash}/public/{round}`: an unchained beacon. */
export const drandBeaconSchema = z
  .object({ round: z.number().int(), randomness: z.string(), signature: z.string() })
  .meta({ id: 'DrandBeacon' });
export type DrandBeaconAnswer = z.infer<typeof drandBeaconSchema>;
