import type { Currency } from '@/lib/constants/currencies';
import { BET_LIMITS, ROULETTE_MAX_CHIPS } from '@/lib/constants/games';
import type { GroupKind, OutsideKind } from '@/lib/games/roulette/bets';
import { INSIDE_GROUPS, type InsideKind } from '@/lib/games/roulette/layout';
import { toMajor, toMinor } from '@/lib/money/units';
import type { RouletteChip } from '@/lib/schemas/games';

/** What a chip is on: an inside group of numbers, an outside bet, or a dozen or column (1–3). */
export type ChipBet =
  | { kind: InsideKind; numbers: readonly number[] }
  | { kind: OutsideKind }
  | { kind: GroupKind; index: number };

/** One click on the table: a bet and the chip value put on it, minor units. */
export type Placement = { bet: ChipBet; amount: number };

/** The numbers each inside bet covers, in the order of `lib/games/roulette/layout`. */
export const INSIDE_SIZES: Record<InsideKind, number> = {
  straight: 1,
  split: 2,
  street: 3,
  corner: 4,
  line: 6,
};

/** Chip values the board offers: the roulette minimum times these, up to the maximum. */
const CHIP_FACTORS = [1, 5, 10, 50, 100, 500];

/** The chip values for a currency, minor units: from the minimum stake, at most the maximum. */
export function chipValues(currency: Currency): number[] {
  const { min, max } = BET_LIMITS[currency].roulette;
  return CHIP_FACTORS.map((factor) => toMinor(min) * factor).filter(
    (value) => value <= toMinor(max),
  );
}

/** The same bet gives the same key, whatever order its numbers were picked in. */
export function betKey(bet: ChipBet): string {
  if ('numbers' in bet) return `${bet.kind}:${[...bet.numbers].sort((a, b) => a - b).join('-')}`;
  if ('index' in bet) return `${bet.kind}:${bet.index}`;
  return bet.kind;
}

/** The chips of a spin: one per distinct bet, in the order first placed, amounts added up. */
export function aggregate(placements: readonly Placement[]): Placement[] {
  const byKey = new Map<string, Placement>();
  for (const { bet, amount } of placements) {
    const key = betKey(bet);
    const before = byKey.get(key);
    byKey.set(key, { bet, amount: (before?.amount ?? 0) + amount });
  }
  return [...byKey.values()];
}

/** Whether another click on `bet` stays within the chips one spin takes. */
export function fitsChipLimit(placements: readonly Placement[], bet: ChipBet): boolean {
  const chips = aggregate(placements);
  return (
    chips.length < ROULETTE_MAX_CHIPS || chips.some((chip) => betKey(chip.bet) === betKey(bet))
  );
}

/** The spin's request chips: amounts in major units, numbers ascending. */
export function toPayload(placements: readonly Placement[]): RouletteChip[] {
  return aggregate(placements).map(({ bet, amount }) => {
    if ('numbers' in bet) {
      return {
        kind: bet.kind,
        numbers: [...bet.numbers].sort((a, b) => a - b),
        amount: toMajor(amount),
      };
    }
    if ('index' in bet) return { kind: bet.kind, index: bet.index, amount: toMajor(amount) };
    return { kind: bet.kind, amount: toMajor(amount) };
  });
}

/** The total stake of the placements, minor units. */
export function totalStake(placements: readonly Placement[]): number {
  return placements.reduce((sum, { amount }) => sum + amount, 0);
}

// Every legal inside group as its numbers, by kind.
const GROUPS = Object.fromEntries(
  Object.entries(INSIDE_GROUPS).map(([kind, keys]) => [
    kind,
    [...keys].map((key) => key.split('-').map(Number)),
  ]),
) as Record<InsideKind, number[][]>;

/** Whether the picked numbers are (part of) some legal group of the kind. */
export function canExtendGroup(kind: InsideKind, picks: readonly number[]): boolean {
  return GROUPS[kind].some((group) => picks.every((number) => group.includes(number)));
}
