// zod/mini only: the rooms' pages check these on load, and a classic schema here would bring all
// of classic zod to them (lib/zod/mini-api.ts).
import * as zm from '@/lib/zod/mini-api';
import { CURRENCIES } from '@/lib/constants/currencies';
import { ROOMS } from '@/lib/constants/rooms';

/**
 * The rooms' answers and the shapes of their stream events (topic `rooms:<room>:<currency>`).
 * The lobby and a room's page ask for them as soon as they load, so they are written with
 * `zod/mini` (issue 41); `./rooms.ts` exports them with the bet request and drand's answers.
 * Money is major units; tickets are whole numbers (minor units of the pot); times are ISO
 * strings, except the state's `server_time` (ms), which the browser compares with its own clock
 * for the countdown.
 */

export const roomSchema = zm.enum(ROOMS);

export const roomRoundStatusSchema = zm.enum([
  'waiting',
  'counting',
  'closed',
  'settled',
  'refunded',
]);
export const roomBetStatusSchema = zm.enum(['open', 'won', 'lost', 'refunded']);

const iso = zm.nullable(zm.string());

/**
 * The drand beacon a round was drawn with, kept with the round: enough to check it with nobody's
 * server (`lib/games/rooms/drand-verify.ts`). The round's `entropy` is `randomness`, the SHA-256
 * of `signature`, which the chain's key signs over SHA-256 of the round number (8 bytes, big
 * endian); `round` is the first due after `closed_at`.
 */
export const roomBeaconSchema = zm
  .object({
    chain_hash: zm.string(),
    round: zm.number(),
    /** When the beacon round was due: `genesis_time + (round − 1) · period`. */
    due_at: zm.string(),
    public_key: zm.string(),
    signature: zm.string(),
    randomness: zm.string(),
    genesis_time: zm.number(),
    period: zm.number(),
  })
  .register(zm.globalRegistry, { id: 'RoomBeacon' });
export type RoomBeacon = zm.infer<typeof roomBeaconSchema>;

/**
 * A round as anyone may see it. The server seed only once the round is over (settled or
 * refunded); until then its hash, published when the round opened.
 */
export const roomRoundSchema = zm
  .object({
    id: zm.number(),
    room: roomSchema,
    currency: zm.enum(CURRENCIES),
    status: roomRoundStatusSchema,
    server_seed_hash: zm.string(),
    server_seed: zm.nullable(zm.string()),
    /**
     * What the draw waits for, named when betting closes: `drand:<chain hash>:<beacon round>` or
     * `crash:<crash round id>`.
     */
    entropy_source: zm.nullable(zm.string()),
    entropy: zm.nullable(zm.string()),
    /** The drand beacon the round was drawn with; null otherwise and before the draw. */
    beacon: zm.nullable(roomBeaconSchema),
    opened_at: zm.string(),
    counting_from: iso,
    ends_at: iso,
    closed_at: iso,
    drawn_at: iso,
    pot: zm.number(),
    bets_count: zm.number(),
    total_tickets: zm.nullable(zm.number()),
    winning_ticket: zm.nullable(zm.number()),
    winner_bet_id: zm.nullable(zm.string()),
    /** The winner's masked name; null before the draw, or when they hide their statistics. */
    winner: zm.nullable(zm.string()),
    payout: zm.nullable(zm.number()),
    commission: zm.nullable(zm.number()),
  })
  .register(zm.globalRegistry, { id: 'RoomRound' });
export type RoomRoundView = zm.infer<typeof roomRoundSchema>;

/**
 * A bet in a round's ticket table. Every bet is listed, so the table is whole and can be checked;
 * a player who hides their statistics shows as `player: null`.
 */
export const roomPublicBetSchema = zm
  .object({
    id: zm.string(),
    round_id: zm.number(),
    player: zm.nullable(zm.string()),
    amount: zm.number(),
    tickets_from: zm.number(),
    tickets_to: zm.number(),
    status: roomBetStatusSchema,
    payout: zm.number(),
  })
  .register(zm.globalRegistry, { id: 'RoomPublicBet' });
export type RoomPublicBet = zm.infer<typeof roomPublicBetSchema>;

/** One player's part of a pot: their stakes together and their chance to win (0–1). */
export const roomPlayerSchema = zm
  .object({
    player: zm.nullable(zm.string()),
    bet_ids: zm.array(zm.string()),
    amount: zm.number(),
    chance: zm.number(),
  })
  .register(zm.globalRegistry, { id: 'RoomPlayer' });
export type RoomPlayer = zm.infer<typeof roomPlayerSchema>;

/** A round with its ticket table and its players' shares. */
export const roomRoundDetailSchema = zm
  .extend(roomRoundSchema, {
    bets: zm.array(roomPublicBetSchema),
    players: zm.array(roomPlayerSchema),
  })
  .register(zm.globalRegistry, { id: 'RoomRoundDetail' });
export type RoomRoundDetail = zm.infer<typeof roomRoundDetailSchema>;

/** The room's rules in a currency, as the page states them. */
export const roomRulesSchema = zm.object({
  room: roomSchema,
  currency: zm.enum(CURRENCIES),
  min_stake: zm.number(),
  max_stake_per_player: zm.number(),
  max_bets_per_player: zm.number(),
  max_bets_per_round: zm.number(),
  commission_percent: zm.number(),
  countdown_ms: zm.number(),
  lone_timeout_ms: zm.number(),
  draw_animation_ms: zm.number(),
});

/**
 * `GET /api/v2/games/rooms/{room}` and the stream's snapshot of `rooms:<room>:<currency>`: the
 * rules, the unfinished rounds (a closed one waiting for its draw, the open one) with their
 * tickets, and the last finished rounds.
 */
export const roomStateSchema = zm
  .extend(roomRulesSchema, {
    server_time: zm.number(),
    rounds: zm.array(roomRoundDetailSchema),
    history: zm.array(roomRoundSchema),
  })
  .register(zm.globalRegistry, { id: 'RoomState' });
export type RoomState = zm.infer<typeof roomStateSchema>;

/** `GET /api/v2/games/rooms`: every room in the viewer's currency with its open round. */
export const roomListAnswerSchema = zm
  .object({
    currency: zm.enum(CURRENCIES),
    rooms: zm.array(
      zm.extend(roomRulesSchema, {
        /** `idle`: no open round; the first bet opens one. */
        status: zm.enum(['idle', 'waiting', 'counting']),
        round_id: zm.nullable(zm.number()),
        pot: zm.number(),
        players: zm.number(),
        ends_at: iso,
      }),
    ),
  })
  .register(zm.globalRegistry, { id: 'RoomList' });

/** `GET /api/v2/games/rooms/{room}/history`: the room's last finished rounds. */
export const roomHistoryAnswerSchema = zm.object({ rounds: zm.array(roomRoundSchema) });

/** The player's bet, with their real balance after it. */
export const roomMyBetSchema = zm
  .extend(zm.omit(roomPublicBetSchema, { player: true }), {
    room: roomSchema,
    currency: zm.enum(CURRENCIES),
    created_at: zm.string(),
    balance: zm.number(),
  })
  .register(zm.globalRegistry, { id: 'RoomBet' });
export type RoomMyBet = zm.infer<typeof roomMyBetSchema>;

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
