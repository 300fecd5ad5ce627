import { assertFloat } from './assert-float';

/**
 * Draws without repeats, as keno and miner do: draw i takes floor(f_i · remaining) as an index
 * into the values not yet drawn, kept in ascending order. Answers the drawn values in draw order.
 */
export function drawWithoutRepeats(pool: readonly number[], floats: readonly number[]): number[] {
  if (floats.length > pool.length) throw new RangeError('more draws than values');
  const left = [...pool].sort((a, b) => a - b);
  return floats.map((float) => left.splice(Math.floor(assertFloat(float) * left.length), 1)[0]!);
}

/** The integers from..to, both included. */
export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
