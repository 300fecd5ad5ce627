import {
  MINER_CELLS,
  MINER_MAX_MINES,
  MINER_MIN_MINES,
  ONE_PERCENT_EDGE,
} from '@/lib/constants/games';
import { GameError } from '@/lib/games/errors';
import { drawWithoutRepeats, range } from '@/lib/games/fair/draw';
import { multiplierDown } from '@/lib/games/multiplier';

/** Cells are numbered 0–24 row by row: cell = 5 · row + column. */
export const MINER_SIDE = 5;

const CELLS = range(0, MINER_CELLS - 1);

export function isMineCount(mines: number): boolean {
  return Number.isInteger(mines) && mines >= MINER_MIN_MINES && mines <= MINER_MAX_MINES;
}

/**
 * The mines of a round, ascending: the first k draws of a shuffle of the 25 cells, draw i being
 * floor(f_i · (25 − i)) among the cells left in ascending order, from the round's floats 0…k−1.
 */
export function placeMines(mineFloats: readonly number[]): number[] {
  if (!isMineCount(mineFloats.length)) throw new GameError('invalid_value', 'bad mine count');
  return drawWithoutRepeats(CELLS, mineFloats).sort((a, b) => a - b);
}

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * The multiplier after `safe` safe cells with `mines` mines: 0.99 · C(25, n) / C(25 − k, n),
 * rounded down to four decimals. C(25 − k, n) / C(25, n) is the chance of n safe cells in a row,
 * so the 1 % edge holds for every cash-out strategy.
 */
export function minerMultiplier(mines: number, safe: number): number {
  if (!isMineCount(mines) || !Number.isInteger(safe) || safe < 0 || safe > MINER_CELLS - mines) {
    throw new GameError('invalid_value', `no multiplier for ${safe} safe cells, ${mines} mines`);
  }
  return multiplierDown(
    BigInt(ONE_PERCENT_EDGE.numerator) * binomial(MINER_CELLS, safe),
    BigInt(ONE_PERCENT_EDGE.denominator) * binomial(MINER_CELLS - mines, safe),
  );
}
