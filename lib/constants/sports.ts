import type { Currency } from './currencies';

/**
 * The sportsbook's constants: what placement, the slip and the feed applier share. Limits per
 * currency are defaults; an operator's `sport_limits` rows override them per currency and sport.
 */

/** The most legs an express or a system may have. */
export const MAX_EXPRESS_LEGS = 20;
/** The most legs a system may have, and the most lines it may make. */
export const MAX_SYSTEM_LEGS = 16;
export const MAX_SYSTEM_LINES = 1000;
/**
 * The longest price the book offers, ×10,000 (100.00). An outcome the odds model prices longer is
 * all but decided against (a home win at 1:3 in the 90th minute): a real book suspends it rather
 * than quote 1000, as a model's far tail is its least reliable part and a late goal or a feed a
 * few seconds behind would turn a small stake into a large payout. Such an outcome is offered
 * inactive, without a price, as one that can no longer win is.
 */
export const MAX_OFFERED_ODDS_E4 = 1_000_000;
/** A producer silent this long is down: its markets are suspended until it recovers (UOF). */
export const PRODUCER_DOWN_AFTER_MS = 20_000;
/** How long a cash-out quote holds. */
export const CASHOUT_QUOTE_TTL_MS = 5_000;
/** The smallest cash-out offered, in minor units of any currency. */
export const MIN_CASHOUT_MINOR = 1;

export type SportLimitValues = {
  minStakeMinor: number;
  maxStakeMinor: number;
  maxPayoutMinor: number;
  liveDelayMs: number;
  /** The cash-out margin ×10,000 (500 = 5 %). */
  cashoutMarginE4: number;
};

/** Defaults per currency, in minor units: about 10 RUB to 100,000 RUB, payouts to 5 M RUB. */
export const DEFAULT_SPORT_LIMITS: Record<Currency, SportLimitValues> = {
  RUB: {
    minStakeMinor: 10_00,
    maxStakeMinor: 100_000_00,
    maxPayoutMinor: 5_000_000_00,
    liveDelayMs: 5_000,
    cashoutMarginE4: 500,
  },
  KZT: {
    minStakeMinor: 50_00,
    maxStakeMinor: 500_000_00,
    maxPayoutMinor: 25_000_000_00,
    liveDelayMs: 5_000,
    cashoutMarginE4: 500,
  },
  USD: {
    minStakeMinor: 10,
    maxStakeMinor: 1_000_00,
    maxPayoutMinor: 50_000_00,
    liveDelayMs: 5_000,
    cashoutMarginE4: 500,
  },
  EUR: {
    minStakeMinor: 10,
    maxStakeMinor: 1_000_00,
    maxPayoutMinor: 50_000_00,
    liveDelayMs: 5_000,
    cashoutMarginE4: 500,
  },
  INR: {
    minStakeMinor: 10_00,
    maxStakeMinor: 100_000_00,
    maxPayoutMinor: 5_000_000_00,
    liveDelayMs: 5_000,
    cashoutMarginE4: 500,
  },
};

/** Stake presets the slip offers per currency, in minor units. */
export const SPORT_STAKE_PRESETS: Record<Currency, readonly number[]> = {
  RUB: [100_00, 500_00, 1_000_00, 5_000_00],
  KZT: [500_00, 2_000_00, 5_000_00, 20_000_00],
  USD: [1_00, 5_00, 10_00, 50_00],
  EUR: [1_00, 5_00, 10_00, 50_00],
  INR: [100_00, 500_00, 1_000_00, 5_000_00],
};

/** Stream topics: the live line (`sports:live`) and one event's markets (`sports:event:<id>`). */
export const SPORTS_LIVE_TOPIC = 'sports:live';
export const sportsEventTopic = (eventId: string) => `sports:event:${eventId}`;
/** Deltas of one market are merged over this window before they go out. */
export const SPORTS_CONFLATE_MS = 250;

/**
 * The simulated feed's default speed (simulated ms per real ms): a football match, about 110
 * simulated minutes, lasts about 10 real minutes, so the site always shows live matches.
 */
export const SIM_FEED_DEFAULT_SPEED = 11;

/** What the simulated feed's development controls can force now (`POST /api/dev/sports/feed`). */
export const SIM_SCENARIOS = [
  'goal',
  'bet_stop',
  'producer_down',
  'wrong_settlement',
  'var_cancel',
  'postpone',
  'kickoff',
  'finish',
] as const;
export type SimScenario = (typeof SIM_SCENARIOS)[number];
