import {
  DICE_MAX_WIN_OUTCOMES,
  DICE_MIN_WIN_OUTCOMES,
  DICE_ROLL_OUTCOMES,
  ONE_PERCENT_EDGE,
} from '@/lib/constants/games';
import { GameError } from '@/lib/games/errors';
import { assertFloat } from '@/lib/games/fair/assert-float';
import { multiplierDown } from '@/lib/games/multiplier';

export const DICE_DIRECTIONS = ['under', 'over'] as const;
export type DiceDirection = (typeof DICE_DIRECTIONS)[number];

/** A dice bet: the roll must land strictly under or over the target (0–100, two decimals). */
export type DiceBet = { readonly target: number; readonly direction: DiceDirection };

export type DiceResult = {
  /** 0.00–100.00 */
  roll: number;
  /** The chance the bet had, in percent: winning rolls / 10001 · 100. */
  winChance: number;
  /** What the stake was multiplied by: the bet's multiplier on a win, 0 on a loss. */
  multiplier: number;
  win: boolean;
};

/** The target in hundredths, or null when it is not a number with at most two decimals. */
function hundredths(target: number): number | null {
  const value = Math.round(target * 100);
  return Number.isFinite(target) && Math.abs(value - target * 100) < 1e-6 ? value : null;
}

/** How many of the 10001 rolls (in hundredths 0–10000) win the bet. */
function winOutcomes(target: number, direction: DiceDirection): number {
  return direction === 'under' ? target : DICE_ROLL_OUTCOMES - 1 - target;
}

/**
 * The targets a direction allows, in hundredths: those leaving 1–9800 winning rolls, so under
 * 1–9800 (0.01–98.00) and over 200–9999 (2.00–99.99).
 */
function targetHundredths(direction: DiceDirection) {
  const top = DICE_ROLL_OUTCOMES - 1;
  return direction === 'under'
    ? { min: DICE_MIN_WIN_OUTCOMES, max: DICE_MAX_WIN_OUTCOMES }
    : { min: top - DICE_MAX_WIN_OUTCOMES, max: top - DICE_MIN_WIN_OUTCOMES };
}

/** The targets a direction allows: under 0.01–98.00, over 2.00–99.99 (both ends allowed). */
export function diceTargetRange(direction: DiceDirection) {
  const { min, max } = targetHundredths(direction);
  return { min: min / 100, max: max / 100 };
}

/**
 * The dice target rule: why a bet is refused, or null. The target has at most two decimals and
 * lies in its direction's range (`diceTargetRange`). The game's input schema reports it on
 * `target` (`lib/games/dice/definition.ts`); the outcome functions refuse such a bet too.
 */
export function diceBetProblem(bet: DiceBet): 'invalid_value' | null {
  const target = hundredths(bet.target);
  if (target === null || !DICE_DIRECTIONS.includes(bet.direction)) return 'invalid_value';
  const { min, max } = targetHundredths(bet.direction);
  return target >= min && target <= max ? null : 'invalid_value';
}

function checkedOutcomes(bet: DiceBet): number {
  if (diceBetProblem(bet)) {
    throw new GameError('invalid_value', `bad dice bet ${JSON.stringify(bet)}`);
  }
  return winOutcomes(hundredths(bet.target)!, bet.direction);
}

const chance = (outcomes: number) => (outcomes * 100) / DICE_ROLL_OUTCOMES;

/** 0.99 · 10001 / winning rolls (= 99 / chance in percent), rounded down to four decimals. */
const multiplierFor = (outcomes: number) =>
  multiplierDown(
    ONE_PERCENT_EDGE.numerator * DICE_ROLL_OUTCOMES,
    ONE_PERCENT_EDGE.denominator * outcomes,
  );

/** The win chance in percent: winning rolls / 10001 · 100. */
export function diceWinChance(bet: DiceBet): number {
  return chance(checkedOutcomes(bet));
}

/** 99 / win chance (in percent), rounded down to four decimals. */
export function diceMultiplier(bet: DiceBet): number {
  return multiplierFor(checkedOutcomes(bet));
}

/** The roll in hundredths: floor(f · 10001), 0–10000. */
export function diceRollHundredths(float: number): number {
  return Math.floor(assertFloat(float) * DICE_ROLL_OUTCOMES);
}

/** A dice bet's result from the bet's first float. */
export function diceOutcome(float: number, bet: DiceBet): DiceResult {
  const outcomes = checkedOutcomes(bet);
  const target = hundredths(bet.target)!;
  const roll = diceRollHundredths(float);
  const win = bet.direction === 'under' ? roll < target : roll > target;
  return {
    roll: roll / 100,
    winChance: chance(outcomes),
    multiplier: win ? multiplierFor(outcomes) : 0,
    win,
  };
}
