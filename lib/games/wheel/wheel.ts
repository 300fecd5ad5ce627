import { WHEEL_SEGMENT_COUNTS } from '@/lib/constants/games';
import { GameError } from '@/lib/games/errors';
import { assertFloat } from '@/lib/games/fair/assert-float';
import { WHEEL_RISKS, WHEEL_TABLES, type WheelRisk, type WheelSegments } from './tables';

/**
 * A wheel bet: a risk level and a wheel of 10, 20, 30, 40 or 50 segments (the "10–50
 * segments" read as those five sizes, each with its own table in `tables.ts`).
 */
export type WheelBet = { readonly risk: WheelRisk; readonly segments: WheelSegments };

export type WheelResult = {
  /** The segment under the pointer, 0 … segments − 1, clockwise from the top. */
  segment: number;
  /** That segment's entry of the bet's table; 0 on a losing segment. */
  multiplier: number;
  /** The bet paid more than the stake. */
  win: boolean;
};

/** Whether a number is one of the wheel sizes. */
export function isWheelSegments(value: unknown): value is WheelSegments {
  return WHEEL_SEGMENT_COUNTS.includes(value as WheelSegments);
}

/** Why a bet is refused, or null: a known risk and one of the five sizes. */
export function wheelBetProblem(bet: WheelBet): 'invalid_value' | null {
  return WHEEL_RISKS.includes(bet.risk) && isWheelSegments(bet.segments) ? null : 'invalid_value';
}

/** The multipliers of a bet's wheel, segment by segment. */
export function wheelTable(bet: WheelBet): readonly number[] {
  if (wheelBetProblem(bet)) {
    throw new GameError('invalid_value', `bad wheel bet ${JSON.stringify(bet)}`);
  }
  return WHEEL_TABLES[bet.risk][bet.segments];
}

/** The segment a float stops the wheel on: floor(f · segments). */
export function wheelSegment(float: number, segments: WheelSegments): number {
  return Math.floor(assertFloat(float) * segments);
}

/** A wheel bet's result from its first float. */
export function wheelOutcome(float: number, bet: WheelBet): WheelResult {
  const table = wheelTable(bet);
  const segment = wheelSegment(float, bet.segments);
  const multiplier = table[segment]!;
  return { segment, multiplier, win: multiplier > 1 };
}
