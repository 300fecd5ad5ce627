import { range } from '@/lib/games/fair/draw';

/**
 * The European single-zero layout: 0, then 1–36 in 12 rows of three (1 2 3 / 4 5 6 / … /
 * 34 35 36). Columns run down the table: column 1 is 1, 4, …, 34.
 */
export const POCKETS = 37;

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type PocketColor = 'green' | 'red' | 'black';

export function pocketColor(pocket: number): PocketColor {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

/** The groups of numbers an inside bet may cover, keyed by their sorted numbers ("1-2-4-5"). */
export type InsideKind = 'straight' | 'split' | 'street' | 'corner' | 'line';

const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');

function groups(): Record<InsideKind, number[][]> {
  const rows = range(0, 11).map((row) => [3 * row + 1, 3 * row + 2, 3 * row + 3]);
  const split: number[][] = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  const corner: number[][] = [[0, 1, 2, 3]];
  for (let n = 1; n <= 36; n++) {
    const lastInRow = n % 3 === 0;
    if (!lastInRow) split.push([n, n + 1]);
    if (n <= 33) split.push([n, n + 3]);
    if (!lastInRow && n <= 32) corner.push([n, n + 1, n + 3, n + 4]);
  }
  return {
    straight: range(0, 36).map((n) => [n]),
    split,
    // A street is a row; the two trios with zero (0-1-2, 0-2-3) count as streets too.
    street: [[0, 1, 2], [0, 2, 3], ...rows],
    // A corner is a block of four; 0-1-2-3 ("first four") counts as one too.
    corner,
    line: range(0, 10).map((row) => [...rows[row]!, ...rows[row + 1]!]),
  };
}

const LEGAL = groups();

/** Every legal inside bet by kind: 37 straights, 60 splits, 14 streets, 23 corners, 11 lines. */
export const INSIDE_GROUPS: Record<InsideKind, ReadonlySet<string>> = {
  straight: new Set(LEGAL.straight.map(key)),
  split: new Set(LEGAL.split.map(key)),
  street: new Set(LEGAL.street.map(key)),
  corner: new Set(LEGAL.corner.map(key)),
  line: new Set(LEGAL.line.map(key)),
};

/** Whether the numbers form a legal inside bet of the kind, in any order. */
export function isInsideGroup(kind: InsideKind, numbers: readonly number[]): boolean {
  return INSIDE_GROUPS[kind].has(key(numbers));
}
