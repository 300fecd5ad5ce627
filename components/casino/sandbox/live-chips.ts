import type { Currency } from '@/lib/constants/currencies';
import { LIVE_TABLE_LIMITS } from '@/lib/casino/sandbox/roulette-live/limits';
import type { RouletteBet } from '@/lib/games/roulette/bets';
import {
  aggregate,
  type ChipBet,
  type Placement,
} from '@/components/games/roulette/roulette-chips';

/** Chip values at the live table: the table's smallest chip times these, within its round limit. */
const CHIP_FACTORS = [1, 5, 10, 50, 100, 500];

export function liveChipValues(currency: Currency): number[] {
  const { minChip, maxRound } = LIVE_TABLE_LIMITS[currency];
  return CHIP_FACTORS.map((factor) => minChip * factor).filter((value) => value <= maxRound);
}

/** The chips the placements make, as the rules take them (minor units, numbers ascending). */
export function toLiveChips(placements: readonly Placement[]): RouletteBet[] {
  return aggregate(placements).map(({ bet, amount }) =>
    'numbers' in bet
      ? ({ ...bet, numbers: [...bet.numbers].sort((a, b) => a - b), amount } as RouletteBet)
      : ({ ...bet, amount } as RouletteBet),
  );
}

/** A chip of the rules as the board's bet (what `useChipLabel` names). */
export function chipBetOfLive(chip: RouletteBet): ChipBet {
  if ('numbers' in chip) return { kind: chip.kind, numbers: chip.numbers };
  if ('index' in chip) return { kind: chip.kind, index: chip.index };
  return { kind: chip.kind };
}
