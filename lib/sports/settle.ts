import { ODDS_SCALE } from './odds';
import { betLines, type BetKind } from './lines';

/**
 * One formula for every leg (research A2.7): with odds o, result r ∈ {0, 1}, void factor
 * v ∈ {0, ½, 1} and dead-heat factor d, the leg's effective odds are e = v + (1 − v)·r·d·o.
 * A line returns its unit stake × Π e, a bet the sum over its lines. Everything is an exact
 * fraction in BigInt, floored to the minor unit once, at the end: a payout never exceeds the
 * exact product and never loses a minor unit to intermediate rounding.
 */

/** How a leg's outcome was settled by the feed (UOF `bet_settlement` outcome). */
export type LegResult = {
  result: 0 | 1;
  /** 0 (none), 0.5 (half refunded) or 1 (refunded), as ×2: 0, 1 or 2. */
  voidHalves: 0 | 1 | 2;
  /** Dead-heat factor ×10,000 (10,000 = no dead heat). */
  deadHeatE4: number;
};

/** A leg of a bet: its accepted odds and, once settled, its result. */
export type SettleLeg = { oddsE4: number; settled: LegResult | null };

export type LegGrade = 'win' | 'lose' | 'void' | 'half_win' | 'half_lose' | 'dead_heat';

/** The leg's grade as players know it. */
export function legGrade(leg: LegResult): LegGrade {
  if (leg.voidHalves === 2) return 'void';
  if (leg.voidHalves === 1) return leg.result === 1 ? 'half_win' : 'half_lose';
  if (leg.result === 0) return 'lose';
  return leg.deadHeatE4 < ODDS_SCALE ? 'dead_heat' : 'win';
}

/** The denominator of one leg's effective odds: 2 (the half of v) × 10⁴ (o) × 10⁴ (d). */
const LEG_DENOMINATOR = 2n * BigInt(ODDS_SCALE) * BigInt(ODDS_SCALE);

/** e × LEG_DENOMINATOR, exact. */
export function effectiveOddsNumerator(oddsE4: number, leg: LegResult): bigint {
  const v = BigInt(leg.voidHalves);
  const scaled = BigInt(ODDS_SCALE) * BigInt(ODDS_SCALE);
  return v * scaled + (2n - v) * BigInt(leg.result) * BigInt(leg.deadHeatE4) * BigInt(oddsE4);
}

/** A leg's effective odds ×10,000, floored: for display beside the arithmetic only. */
export function effectiveOddsE4(oddsE4: number, leg: LegResult): number {
  return Number((effectiveOddsNumerator(oddsE4, leg) * BigInt(ODDS_SCALE)) / LEG_DENOMINATOR);
}

export type BetShape = {
  kind: BetKind;
  /** The system's size N (N of M); absent for a single or an express. */
  size?: number;
  /** Indices of the system's bankers. */
  bankers?: readonly number[];
};

export type Settlement =
  /** Some line still waits for a leg: nothing to pay yet. */
  | { final: false }
  /** Every line is decided: `payout` minor units (0 for a lost bet). */
  | { final: true; payout: number };

/**
 * What a bet of `stake` minor units (the total; a system's unit stake is stake / lines, which
 * placement keeps whole) returns, once every line is decided. A line is decided when all its
 * legs are settled, or as soon as one of them is lost: an express with a lost leg is lost
 * whatever the others do (a rollback of that leg reopens it).
 */
export function settleBet(shape: BetShape, legs: readonly SettleLeg[], stake: number): Settlement {
  const lines = betLines(shape.kind, legs.length, shape);
  if (lines.length === 0) throw new Error('a bet without lines');
  const unit = BigInt(stake) / BigInt(lines.length);
  let numerator = 0n;
  for (const line of lines) {
    const settled = line.map((i) => legs[i]!);
    const lost = settled.some(
      (leg) => leg.settled && effectiveOddsNumerator(leg.oddsE4, leg.settled) === 0n,
    );
    if (lost) continue;
    if (settled.some((leg) => !leg.settled)) return { final: false };
    numerator += settled.reduce(
      (product, leg) => product * effectiveOddsNumerator(leg.oddsE4, leg.settled!),
      unit,
    );
  }
  const size = lines[0]!.length;
  return { final: true, payout: Number(numerator / LEG_DENOMINATOR ** BigInt(size)) };
}

/** The most a bet can return: every leg won at its odds (the potential win the slip shows). */
export function potentialPayout(shape: BetShape, oddsE4: readonly number[], stake: number): number {
  const win: LegResult = { result: 1, voidHalves: 0, deadHeatE4: ODDS_SCALE };
  const settled = settleBet(
    shape,
    oddsE4.map((odds) => ({ oddsE4: odds, settled: win })),
    stake,
  );
  return settled.final ? settled.payout : 0;
}

/** An express's total odds ×10,000, floored (displayed; payouts use the exact product). */
export function totalOddsE4(oddsE4: readonly number[]): number {
  const product = oddsE4.reduce((acc, odds) => acc * BigInt(odds), 1n);
  return Number(product / BigInt(ODDS_SCALE) ** BigInt(Math.max(0, oddsE4.length - 1)));
}
