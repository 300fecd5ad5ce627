import { floats } from '@/lib/games/fair/floats';
import type { SeedPair } from '@/lib/games/fair/seeds';
import { multiplierDown } from '@/lib/games/multiplier';
import { type CaseRange, caseRoll, rangeForRoll } from './ranges';

export type CaseOpening = {
  roll: number;
  itemId: string;
  /** Credited, minor units. */
  value: number;
  /** value / price rounded down to four decimals, for display; the value is exact. */
  multiplier: number;
  /** The item is worth more than the price. */
  win: boolean;
};

/** An opening from its first float, against the range table in force and the price paid. */
export function openCase(float: number, table: readonly CaseRange[], price: number): CaseOpening {
  const roll = caseRoll(float);
  const { itemId, value } = rangeForRoll(table, roll);
  return {
    roll,
    itemId,
    value,
    multiplier: multiplierDown(value, price),
    win: value > price,
  };
}

/** An opening from its seeds: float 0. */
export function openCaseFromSeeds(
  seeds: SeedPair,
  table: readonly CaseRange[],
  price: number,
): CaseOpening {
  return openCase(floats(seeds, 1)[0]!, table, price);
}
