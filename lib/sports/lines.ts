/**
 * The lines of a bet: a single and an express have one line, a system N/M (with bankers) has
 * C(M − b, N − b), each line taking every banker and N − b of the other selections.
 */

export type BetKind = 'single' | 'express' | 'system';

/** n choose k, exact for the sizes a slip allows. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** How many lines a system of size `size` over `count` selections with `bankers` makes. */
export function systemLineCount(count: number, size: number, bankers: number): number {
  if (size <= bankers || size >= count) return 0;
  return choose(count - bankers, size - bankers);
}

/** The k-element subsets of `items`, in lexicographic order of their indices. */
function* combinations<T>(items: readonly T[], k: number): Generator<T[]> {
  const indices = Array.from({ length: k }, (_, i) => i);
  if (k > items.length) return;
  while (true) {
    yield indices.map((i) => items[i]!);
    let i = k - 1;
    while (i >= 0 && indices[i] === items.length - k + i) i--;
    if (i < 0) return;
    indices[i]!++;
    for (let j = i + 1; j < k; j++) indices[j] = indices[j - 1]! + 1;
  }
}

/**
 * The lines of a bet as lists of selection indices: one line of every selection for a single
 * or an express; for a system, every banker plus each (size − bankers)-subset of the others.
 */
export function betLines(
  kind: BetKind,
  count: number,
  options: { size?: number; bankers?: readonly number[] } = {},
): number[][] {
  const all = Array.from({ length: count }, (_, i) => i);
  if (kind !== 'system') return [all];
  const bankers = [...(options.bankers ?? [])].sort((a, b) => a - b);
  const others = all.filter((i) => !bankers.includes(i));
  const size = options.size ?? 0;
  if (systemLineCount(count, size, bankers.length) === 0) return [];
  return [...combinations(others, size - bankers.length)].map((line) =>
    [...bankers, ...line].sort((a, b) => a - b),
  );
}
