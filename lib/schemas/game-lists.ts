import { z } from '@/lib/zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import { IN_HOUSE_GAMES, LIMITED_GAMES } from '@/lib/constants/games';

/**
 * The games' answers a page asks for before anyone bets: the recent-bets strip and the bet
 * ranges. Apart from `games.ts`, whose bet schemas bring every game's definition: a game page
 * checks these without loading those (issue 41). `games.ts` re-exports them.
 */

/** A line of the recent-bets strip: settled bets of everyone, the player's name masked. */
export const recentBetSchema = z.object({
  id: z.string(),
  game: z.enum(IN_HOUSE_GAMES),
  player: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  multiplier: z.number(),
  payout: z.number(),
  win: z.boolean(),
  created_at: z.string(),
});
export type RecentBet = z.infer<typeof recentBetSchema>;

/** `GET /api/v2/games/{game}/recent` */
export const recentBetsAnswerSchema = z
  .object({ bets: z.array(recentBetSchema) })
  .meta({ id: 'RecentBets' });

const rangeSchema = z.object({ min: z.number(), max: z.number() });

/** `GET /api/v2/games/limits`: every game's bet range in a currency, major units. */
export const limitsAnswerSchema = z.object({
  currency: z.enum(CURRENCIES),
  limits: z.partialRecord(z.enum(LIMITED_GAMES), rangeSchema),
});
export type Limits = z.infer<typeof limitsAnswerSchema>;
