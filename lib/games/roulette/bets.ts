import { ROULETTE_MAX_CHIPS } from '@/lib/constants/games';
import { range } from '@/lib/games/fair/draw';
import { type InsideKind, isInsideGroup, RED_NUMBERS } from './layout';

export type OutsideKind = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
export type GroupKind = 'dozen' | 'column';

/** One chip: a bet and its amount in minor units. */
export type RouletteBet =
  | { readonly kind: InsideKind; readonly numbers: readonly number[]; readonly amount: number }
  | { readonly kind: OutsideKind; readonly amount: number }
  | { readonly kind: GroupKind; readonly index: number; readonly amount: number };

export type RouletteBetKind = RouletteBet['kind'];

/** Winnings per unit staked ("35 to 1"); a winning chip also gets its stake back. */
export const ROULETTE_PAYOUTS: Record<RouletteBetKind, number> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
  dozen: 2,
  column: 2,
};

const INSIDE: readonly string[] = ['straight', 'split', 'street', 'corner', 'line'];
const OUTSIDE_RULES: Record<OutsideKind, (n: number) => boolean> = {
  red: (n) => RED_NUMBERS.has(n),
  black: (n) => !RED_NUMBERS.has(n),
  odd: (n) => n % 2 === 1,
  even: (n) => n % 2 === 0,
  low: (n) => n <= 18,
  high: (n) => n >= 19,
};
const GROUP_RULES: Record<GroupKind, (n: number, index: number) => boolean> = {
  dozen: (n, index) => Math.ceil(n / 12) === index,
  column: (n, index) => ((n - 1) % 3) + 1 === index,
};

// The numbers of each outside bet, worked out once. Zero is in none of them.
const OUTSIDE_NUMBERS = Object.fromEntries(
  Object.entries(OUTSIDE_RULES).map(([kind, rule]) => [kind, range(1, 36).filter(rule)]),
) as Record<OutsideKind, number[]>;
const GROUP_NUMBERS = Object.fromEntries(
  Object.entries(GROUP_RULES).map(([kind, rule]) => [
    kind,
    [1, 2, 3].map((index) => range(1, 36).filter((n) => rule(n, index))),
  ]),
) as Record<GroupKind, number[][]>;

/** The numbers a (valid) chip covers, ascending. */
export function coveredNumbers(bet: RouletteBet): readonly number[] {
  if ('numbers' in bet) return [...bet.numbers].sort((a, b) => a - b);
  if ('index' in bet) return GROUP_NUMBERS[bet.kind][bet.index - 1]!;
  return OUTSIDE_NUMBERS[bet.kind];
}

/** Whether a (valid) chip wins on the pocket. */
export function chipWins(bet: RouletteBet, pocket: number): boolean {
  if ('numbers' in bet) return bet.numbers.includes(pocket);
  if (pocket === 0) return false;
  if ('index' in bet) return GROUP_RULES[bet.kind](pocket, bet.index);
  return OUTSIDE_RULES[bet.kind](pocket);
}

/** Why a chip is refused, or null: a known kind, legal numbers, a positive integer amount. */
export function rouletteBetProblem(bet: RouletteBet): 'invalid_value' | null {
  if (!Number.isSafeInteger(bet.amount) || bet.amount <= 0) return 'invalid_value';
  if (INSIDE.includes(bet.kind)) {
    const { numbers } = bet as { numbers?: unknown };
    return Array.isArray(numbers) &&
      numbers.every((n) => Number.isInteger(n)) &&
      isInsideGroup(bet.kind as InsideKind, numbers)
      ? null
      : 'invalid_value';
  }
  if (bet.kind === 'dozen' || bet.kind === 'column') {
    const { index } = bet as { index?: unknown };
    return index === 1 || index === 2 || index === 3 ? null : 'invalid_value';
  }
  return Object.hasOwn(OUTSIDE_RULES, bet.kind) ? null : 'invalid_value';
}

/** Why a spin's chips are refused, or null: 1–ROULETTE_MAX_CHIPS valid chips. */
export function rouletteBetsProblem(
  bets: readonly RouletteBet[],
): 'invalid_value' | 'too_many_chips' | null {
  if (bets.length === 0) return 'invalid_value';
  if (bets.length > ROULETTE_MAX_CHIPS) return 'too_many_chips';
  return bets.some((bet) => rouletteBetProblem(bet)) ? 'invalid_value' : null;
}

/** The total stake of a spin, in minor units: what the bet limits apply to. */
export function rouletteStake(bets: readonly RouletteBet[]): number {
  return bets.reduce((sum, bet) => sum + bet.amount, 0);
}
