import { z } from '@/lib/zod';
import { CURRENCIES } from '@/lib/constants/currencies';
import { ROOMS } from '@/lib/constants/rooms';
import { amountSchema } from '@/lib/money/amount';
import { betKeySchema } from './games';

/**
 * The rooms' requests and answers, and the shapes of their stream events (topic
 * `rooms:<room>:<currency>`). Money is major units; tickets are whole numbers (minor units of the
 * pot); times are ISO strings, except the state's `server_time` (ms), which the browser compares
 * with its own clock for the countdown.
 */

export const roomSchema = z.enum(ROOMS);

/** `POST /api/v2/games/rooms/{room}/bet`: a stake in the room's open round of the player's currency. */
export const roomBetRequestSchema = z.strictObject({
  key: betKeySchema,
  amount: amountSchema,
});
export type RoomBetRequest = z.output<typeof roomBetRequestSchema>;

export const roomRoundStatusSchema = z.enum([
  'waiting',
  'counting',
  'closed',
  'settled',
  'refunded',
]);
export const roomBetStatusSchema = z.enum(['open', 'won', 'lost', 'refunded']);

const iso = z.string().nullable();

/**
 * The drand beacon a round was drawn with, kept with the round: enough to check it with nobody's
 * server (`lib/games/rooms/drand-verify.ts`). The round's `entropy` is `randomness`, the SHA-256
 * of `signature`, which the chain's key signs over SHA-256 of the round number (8 bytes, big
 * endian); `round` is the first due after `closed_at`.
 */
export const roomBeaconSchema = z
  .object({
    chain_hash: z.string(),
    round: z.number(),
    /** When the beacon round was due: `genesis_time + (round − 1) · period`. */
    due_at: z.string(),
    public_key: z.string(),
    signature: z.string(),
    randomness: z.string(),
    genesis_time: z.number(),
    period: z.number(),
  })
  .meta({ id: 'RoomBeacon' });
export type RoomBeacon = z.infer<typeof roomBeaconSchema>;

/**
 * A round as anyone may see it. The server seed only once the round is over (settled or
 * refunded); until then its hash, published when the round opened.
 */
export const roomRoundSchema = z
  .object({
    id: z.number(),
    room: roomSchema,
    currency: z.enum(CURRENCIES),
    status: roomRoundStatusSchema,
    server_seed_hash: z.string(),
    server_seed: z.string().nullable(),
    /**
     * What the draw waits for, named when betting closes: `drand:<chain hash>:<beacon round>` or
     * `crash:<crash round id>`.
     */
    entropy_source: z.string().nullable(),
    entropy: z.string().nullable(),
    /** The drand beacon the round was drawn with; null otherwise and before the draw. */
    beacon: roomBeaconSchema.nullable(),
    opened_at: z.string(),
    counting_from: iso,
    ends_at: iso,
    closed_at: iso,
    drawn_at: iso,
    pot: z.number(),
    bets_count: z.number(),
    total_tickets: z.number().nullable(),
    winning_ticket: z.number().nullable(),
    winner_bet_id: z.string().nullable(),
    /** The winner's masked name; null before the draw, or when they hide their statistics. */
    winner: z.string().nullable(),
    payout: z.number().nullable(),
    commission: z.number().nullable(),
  })
  .meta({ id: 'RoomRound' });
export type RoomRoundView = z.infer<typeof roomRoundSchema>;

/**
 * A bet in a round's ticket table. Every bet is listed, so the table is whole and can be checked;
 * a player who hides their statistics shows as `player: null`.
 */
export const roomPublicBetSchema = z
  .object({
    id: z.string(),
    round_id: z.number(),
    player: z.string().nullable(),
    amount: z.number(),
    tickets_from: z.number(),
    tickets_to: z.number(),
    status: roomBetStatusSchema,
    payout: z.number(),
  })
  .meta({ id: 'RoomPublicBet' });
export type RoomPublicBet = z.infer<typeof roomPublicBetSchema>;

/** One player's part of a pot: their stakes together and their chance to win (0–1). */
export const roomPlayerSchema = z
  .object({
    player: z.string().nullable(),
    bet_ids: z.array(z.string()),
    amount: z.number(),
    chance: z.number(),
  })
  .meta({ id: 'RoomPlayer' });
export type RoomPlayer = z.infer<typeof roomPlayerSchema>;

/** A round with its ticket table and its players' shares. */
export const roomRoundDetailSchema = roomRoundSchema
  .extend({ bets: z.array(roomPublicBetSchema), players: z.array(roomPlayerSchema) })
  .meta({ id: 'RoomRoundDetail' });
export type RoomRoundDetail = z.infer<typeof roomRoundDetailSchema>;

/** The room's rules in a currency, as the page states them. */
export const roomRulesSchema = z.object({
  room: roomSchema,
  currency: z.enum(CURRENCIES),
  min_stake: z.number(),
  max_stake_per_player: z.number(),
  max_bets_per_player: z.number(),
  max_bets_per_round: z.number(),
  commission_percent: z.number(),
  countdown_ms: z.number(),
  lone_timeout_ms: z.number(),
  draw_animation_ms: z.number(),
});

/**
 * `GET /api/v2/games/rooms/{room}` and the stream's snapshot of `rooms:<room>:<currency>`: the
 * rules, the unfinished rounds (a closed one waiting for its draw, the open one) with their
 * tickets, and the last finished rounds.
 */
export const roomStateSchema = roomRulesSchema
  .extend({
    server_time: z.number(),
    rounds: z.array(roomRoundDetailSchema),
    history: z.array(roomRoundSchema),
  })
  .meta({ id: 'RoomState' });
export type RoomState = z.infer<typeof roomStateSchema>;

/** `GET /api/v2/games/rooms`: every room in the viewer's currency with its open round. */
export const roomListAnswerSchema = z
  .object({
    currency: z.enum(CURRENCIES),
    rooms: z.array(
      roomRulesSchema.extend({
        /** `idle`: no open round; the first bet opens one. */
        status: z.enum(['idle', 'waiting', 'counting']),
        round_id: z.number().nullable(),
        pot: z.number(),
        players: z.number(),
        ends_at: iso,
      }),
    ),
  })
  .meta({ id: 'RoomList' });

/** `GET /api/v2/games/rooms/{room}/history`: the room's last finished rounds. */
export const roomHistoryAnswerSchema = z.object({ rounds: z.array(roomRoundSchema) });

/** The player's bet, with their real balance after it. */
export const roomMyBetSchema = roomPublicBetSchema
  .omit({ player: true })
  .extend({
    room: roomSchema,
    currency: z.enum(CURRENCIES),
    created_at: z.string(),
    balance: z.number(),
  })
  .meta({ id: 'RoomBet' });
export type RoomMyBet = z.infer<typeof roomMyBetSchema>;

/** The stream's events on topic `rooms:<room>:<currency>` (`data` of each frame). */
export type RoomsEvent =
  | { type: 'opened'; data: { round: RoomRoundView } }
  | {
      type: 'bets';
      data: {
        round_id: number;
        pot: number;
        bets_count: number;
        bets: RoomPublicBet[];
        players: RoomPlayer[];
      };
    }
  | { type: 'counting'; data: { round_id: number; counting_from: string; ends_at: string } }
  | { type: 'closed'; data: { round: RoomRoundView } }
  | { type: 'drawn'; data: { round: RoomRoundView } }
  | { type: 'refunded'; data: { round: RoomRoundView } };

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
