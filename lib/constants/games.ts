import type { Currency } from './currencies';
import { toMinor } from '@/lib/money/units';

/** The in-house games of spec §1 (crash and its rooms come later, but share the limits table). */
export const IN_HOUSE_GAMES = [
  'dice',
  'coinflip',
  'roulette',
  'keno',
  'hilo',
  'miner',
  'cases',
  'wheel',
] as const;
export type InHouseGame = (typeof IN_HOUSE_GAMES)[number];

/** Every game with bet limits. */
export const LIMITED_GAMES = ['crash', ...IN_HOUSE_GAMES] as const;
export type LimitedGame = (typeof LIMITED_GAMES)[number];

/** A bet range in major units, both ends allowed. */
export type BetRange = { readonly min: number; readonly max: number };

const RUB_LIKE = {
  crash: { min: 1, max: 50_000 },
  miner: { min: 1, max: 1_000 },
  coinflip: { min: 1, max: 10_000 },
  keno: { min: 1, max: 10_000 },
  hilo: { min: 1, max: 10_000 },
  roulette: { min: 1, max: 10_000 },
  dice: { min: 1, max: 10_000 },
  // Not in the table: the coinflip limits.
  cases: { min: 1, max: 10_000 },
  // The table gives only the maximum, 1; the minimum is the other games' 1, so one stake of 1.
  wheel: { min: 1, max: 1 },
} as const satisfies Record<LimitedGame, BetRange>;

const USD_LIKE = {
  crash: { min: 0.01, max: 500 },
  miner: { min: 0.01, max: 10 },
  coinflip: { min: 0.01, max: 100 },
  // The table gives only the maximum: the minimum is the coinflip one.
  roulette: { min: 0.01, max: 0.1 },
  // Not in the table: the coinflip limits.
  keno: { min: 0.01, max: 100 },
  hilo: { min: 0.01, max: 100 },
  dice: { min: 0.01, max: 100 },
  cases: { min: 0.01, max: 100 },
  // Not in the table: RUB's 1 scaled as the table's other rows scale RUB to USD (÷ 100).
  wheel: { min: 0.01, max: 0.01 },
} as const satisfies Record<LimitedGame, BetRange>;

/**
 * Bet limits per currency and game, in major units, exactly as the spec §9 table. Where the table
 * gives no figure (dice, keno and hilo outside RUB; cases everywhere; the roulette minimum outside
 * RUB) the game takes that currency's coinflip limits. INR is "as RUB" with roulette max 1, EUR
 * "as USD" throughout. The table's roulette maxima for KZT (5) and INR (1) equal their minimum,
 * so roulette there takes exactly one stake of that size. For roulette the range applies to the
 * total of a spin's chips.
 *
 * The wheel of fortune ("wheel of fortune max 1" for RUB, "wheel max 5" for KZT) takes the
 * currency's minimum of the other games, so its range is one stake: RUB 1, KZT 5, INR as RUB.
 * The table gives no USD figure; every other column of it puts USD at RUB ÷ 100 (1 → 0.01,
 * 50000 → 500, 10000 → 100, 1000 → 10), so USD takes 0.01 to 0.01, and EUR as USD.
 */
export const BET_LIMITS: Record<Currency, Record<LimitedGame, BetRange>> = {
  RUB: RUB_LIKE,
  USD: USD_LIKE,
  KZT: {
    crash: { min: 5, max: 250_000 },
    miner: { min: 5, max: 5_000 },
    coinflip: { min: 5, max: 50_000 },
    roulette: { min: 5, max: 5 },
    keno: { min: 5, max: 50_000 },
    hilo: { min: 5, max: 50_000 },
    dice: { min: 5, max: 50_000 },
    cases: { min: 5, max: 50_000 },
    wheel: { min: 5, max: 5 },
  },
  INR: { ...RUB_LIKE, roulette: { min: 1, max: 1 } },
  EUR: USD_LIKE,
};

/** A game's bet range in minor units for a currency. */
export function betLimitsMinor(game: LimitedGame, currency: Currency): BetRange {
  const { min, max } = BET_LIMITS[currency][game];
  return { min: toMinor(min), max: toMinor(max) };
}

/** Whether a stake in minor units lies within the game's limits for the currency. */
export function isWithinBetLimits(game: LimitedGame, currency: Currency, stake: number): boolean {
  const { min, max } = betLimitsMinor(game, currency);
  return Number.isSafeInteger(stake) && stake >= min && stake <= max;
}

/**
 * Declared return to player per game: the share of stakes paid back on average, for any choice
 * of the player's inputs and, in hilo and miner, any cash-out strategy. Multipliers are rounded
 * down to four decimals (keno tables to cents), so the exact figure is at most 0.01 percentage
 * point below the declaration, never above.
 */
export const DECLARED_RTP: Record<InHouseGame, number> = {
  dice: 0.99,
  coinflip: 0.99,
  // Every European roulette bet returns 36 units for each 37 staked.
  roulette: 36 / 37,
  keno: 0.99,
  hilo: 0.99,
  miner: 0.99,
  cases: 0.95,
  // Every one of the 15 wheel tables sums to 0.99 × its segments exactly.
  wheel: 0.99,
};

/** A non-negative exact fraction: `numerator / denominator`, both integers, denominator above 0. */
export type Fraction = { readonly numerator: number; readonly denominator: number };

/**
 * Each game's house edge as an exact fraction, `1 − DECLARED_RTP` (a test holds the two equal).
 * The bonus engine weighs stakes toward wagering by it (`lib/bonus/contribution.ts`), and the
 * bonus terms print it, so roulette's 1/37 is never rounded to 2.70 % on the way.
 */
export const HOUSE_EDGE: Record<InHouseGame, Fraction> = {
  dice: { numerator: 1, denominator: 100 },
  coinflip: { numerator: 1, denominator: 100 },
  roulette: { numerator: 1, denominator: 37 },
  keno: { numerator: 1, denominator: 100 },
  hilo: { numerator: 1, denominator: 100 },
  miner: { numerator: 1, denominator: 100 },
  cases: { numerator: 1, denominator: 20 },
  wheel: { numerator: 1, denominator: 100 },
};

/** The RTP of the formula games (dice, hilo, miner) as an exact fraction: a 1 % house edge. */
export const ONE_PERCENT_EDGE = { numerator: 99, denominator: 100 } as const;

/** Dice: the roll is floor(f · 10001) / 100, one of the 10001 values 0.00–100.00. */
export const DICE_ROLL_OUTCOMES = 10_001;
/**
 * Dice targets: a bet wins on at least 1 and at most 9800 of the 10001 rolls, which is the spec's
 * win chance of 0.01 % to 98 % counted in hundredths of the 0–100 scale: under 0.01–98.00, over
 * 2.00–99.99. The exact chance (winning rolls / 10001) is a hair lower, and the multiplier uses it.
 */
export const DICE_MIN_WIN_OUTCOMES = 1;
export const DICE_MAX_WIN_OUTCOMES = 9_800;

/** Coinflip pays 1.98 × the stake on the called side (RTP 99 %). */
export const COINFLIP_MULTIPLIER = 1.98;

/** Roulette: the most chips one spin takes (ours, not the spec's: it bounds a request). */
export const ROULETTE_MAX_CHIPS = 50;

/** Keno: 10 numbers drawn from 1–40; the player picks 1–10 of them. */
export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MIN_PICKS = 1;
export const KENO_MAX_PICKS = 10;

/** Hilo draws from an endless 52-card deck: every card is drawn afresh. */
export const HILO_DECK = 52;

/** Miner: a 5 × 5 field with 1–24 mines. */
export const MINER_CELLS = 25;
export const MINER_MIN_MINES = 1;
export const MINER_MAX_MINES = 24;

/** Cases: the roll is floor(f · 100000) + 1, and item weights are shares of these 100000. */
export const CASE_ROLL_RANGE = 100_000;

/**
 * Wheel of fortune: how many equal segments a wheel has. The "10–50 segments" is read as
 * the five sizes 10, 20, 30, 40 and 50, each with a designed table per risk level, not every
 * count between (each table must return exactly 99 %, which a table per size can be checked for).
 */
export const WHEEL_SEGMENT_COUNTS = [10, 20, 30, 40, 50] as const;
