import { CASE_ROLL_RANGE } from '@/lib/constants/games';
import { GameError } from '@/lib/games/errors';
import { assertFloat } from '@/lib/games/fair/assert-float';

/**
 * An item a case may give: its value is credited in minor units of the case's currency; its
 * weight is its share of the 100000 rolls (weight 1500 is a 1.5 % chance).
 */
export type CaseItem = {
  readonly id: string;
  /** A message key for the item's name. */
  readonly nameKey: string;
  readonly value: number;
  readonly weight: number;
};

/** The rolls `from`–`to` (both included) give the item. */
export type CaseRange = {
  readonly itemId: string;
  readonly value: number;
  readonly from: number;
  readonly to: number;
};

/**
 * The range table of a case: the items' weights laid end to end over 1–100000 in the items'
 * order. It is stored with each opening, so an opening stays verifiable after the catalogue
 * changes. The weights must be positive integers adding up to exactly 100000.
 */
export function buildRangeTable(items: readonly CaseItem[]): CaseRange[] {
  let to = 0;
  const table = items.map(({ id, value, weight }) => {
    if (!Number.isSafeInteger(weight) || weight <= 0) {
      throw new GameError('invalid_value', `bad weight for ${id}`);
    }
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new GameError('invalid_value', `bad value for ${id}`);
    }
    const from = to + 1;
    to += weight;
    return { itemId: id, value, from, to };
  });
  if (to !== CASE_ROLL_RANGE) {
    throw new GameError('invalid_value', `weights add up to ${to}, not ${CASE_ROLL_RANGE}`);
  }
  return table;
}

/** roll = floor(f · 100000) + 1, 1–100000. */
export function caseRoll(float: number): number {
  return Math.floor(assertFloat(float) * CASE_ROLL_RANGE) + 1;
}

/** The range holding a roll. */
export function rangeForRoll(table: readonly CaseRange[], roll: number): CaseRange {
  const range = table.find((row) => roll >= row.from && roll <= row.to);
  if (!range) throw new GameError('invalid_value', `no item for roll ${roll}`);
  return range;
}
