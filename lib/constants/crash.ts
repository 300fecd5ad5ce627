import type { Currency } from './currencies';
import type { Fraction } from './games';

/**
 * Crash's rules as numbers. Bet limits are spec §9's (`BET_LIMITS.crash` in `games.ts`); the rest
 * are ours and the game's rules page states them.
 */

/** The declared return: every cash-out target returns 99 % (the formula's 1 % edge). */
export const CRASH_DECLARED_RTP = 0.99;
/** The house edge, exactly `1 − CRASH_DECLARED_RTP`: what weighs a stake toward bonus wagering. */
export const CRASH_HOUSE_EDGE: Fraction = { numerator: 1, denominator: 100 };

/** How long bets are taken before a round starts, once the previous round has been settled. */
export const CRASH_BETTING_MS = 6_000;
/** How long the crash point stays on screen before the next round's betting opens. */
export const CRASH_PAUSE_MS = 3_000;
/**
 * How long after the crash the engine waits before marking the riders lost: a cash-out the server
 * received before the crash may still be committing in another process, and it wins.
 */
export const CRASH_SETTLE_GRACE_MS = 1_000;

/** The lowest cash-out, in hundredths: cashing out at 1.00× would return 100 % for nothing. */
export const CRASH_MIN_CASH_OUT = 101;
/** The highest auto cash-out target, in hundredths (10,000×). */
export const CRASH_MAX_CASH_OUT = 1_000_000;

/**
 * The most the players of one currency can win together in one round, in major units. When the
 * bets still riding would pass it, they are all cashed out at the multiplier where the total
 * reaches it (bustabit's rule), and the crash event says the round was forced. A forced point is
 * worked out from the bets alone, never from the crash point, so the return stays 99 %.
 */
export const CRASH_MAX_PROFIT: Record<Currency, number> = {
  RUB: 1_000_000,
  INR: 1_000_000,
  KZT: 5_000_000,
  USD: 10_000,
  EUR: 10_000,
};

/** How many finished rounds the history strip and a fresh snapshot carry. */
export const CRASH_HISTORY_LENGTH = 40;

/** The stream topic of crash. */
export const CRASH_TOPIC = 'crash';
