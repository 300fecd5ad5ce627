import { ROOM_COLORS, type RoomColor } from '@/lib/routes';
import type { Currency } from './currencies';
import type { Fraction } from './games';

/**
 * The rooms' rules as numbers (spec §1, §2, §9). A room is a pot game: each stake buys tickets in
 * proportion to its amount, one ticket wins the pot less the commission. Each room plays its own
 * round per currency, so pots never mix currencies. The rules page states every figure here.
 */

/** The rooms, by colour: the route's list (`/games/rooms/<room>`). */
export const ROOMS = ROOM_COLORS;
export type Room = RoomColor;

export function isRoom(value: string): value is Room {
  return (ROOMS as readonly string[]).includes(value);
}

/**
 * Each room's minimum stake, in major units. Spec §9 gives "rooms red 1, yellow 10, purple 50" in
 * the RUB row beside "wheel of fortune max 1"; we read the figures as each room's minimum stake
 * (its entry level), as the issue says. The other currencies are scaled as the table's other rows
 * scale RUB: INR as RUB, KZT × 5 (as crash's 1 → 5), USD and EUR ÷ 100 (as 50000 → 500).
 */
export const ROOM_MIN_STAKE: Record<Currency, Record<Room, number>> = {
  RUB: { red: 1, yellow: 10, purple: 50 },
  INR: { red: 1, yellow: 10, purple: 50 },
  KZT: { red: 5, yellow: 50, purple: 250 },
  USD: { red: 0.01, yellow: 0.1, purple: 0.5 },
  EUR: { red: 0.01, yellow: 0.1, purple: 0.5 },
};

/**
 * The most one player may stake in one round of any room, in major units (the sum of their
 * bets). Not in the spec: ours, scaled across currencies as the minimums are.
 */
export const ROOM_MAX_STAKE_PER_PLAYER: Record<Currency, number> = {
  RUB: 10_000,
  INR: 10_000,
  KZT: 50_000,
  USD: 100,
  EUR: 100,
};

/** How many bets one player may make in one round. */
export const ROOM_MAX_BETS_PER_PLAYER = 3;
/** How many bets one round takes in all; the ticket table and its events stay small. */
export const ROOM_MAX_BETS_PER_ROUND = 100;

/** The house's commission on a pot, in percent; the winner takes the rest, rounded down. */
export const ROOM_COMMISSION_PERCENT = 5;
/** The declared return: the pot less the commission goes back to the players. */
export const ROOM_DECLARED_RTP = 0.95;
/** The house edge, exactly `1 − ROOM_DECLARED_RTP`: what weighs a stake toward bonus wagering. */
export const ROOM_HOUSE_EDGE: Fraction = { numerator: 1, denominator: 20 };

/** How long bets are taken once a second player has joined. */
export const ROOM_COUNTDOWN_MS = 30_000;
/** A round that stays with one player this long after it opened is refunded; the house never plays. */
export const ROOM_LONE_TIMEOUT_MS = 5 * 60_000;
/**
 * A closed round waits for its entropy (a drand beacon round or the next crash round's hash) this
 * long, then is refunded: the beacon may be unreachable or crash stopped, and stakes must not stay
 * locked in a round nobody can draw.
 */
export const ROOM_ENTROPY_TIMEOUT_MS = 10 * 60_000;
/** How long the page shows the draw before the winner, after the entropy is known. */
export const ROOM_DRAW_ANIMATION_MS = 5_000;

/** How many finished rounds a room's history and its snapshot carry. */
export const ROOM_HISTORY_LENGTH = 20;

/** The stream topic of a room in a currency: `rooms:red:RUB`. */
export function roomTopic(room: Room, currency: Currency) {
  return `rooms:${room}:${currency}`;
}
