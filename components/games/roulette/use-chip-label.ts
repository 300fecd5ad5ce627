'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { chipLabel } from '@/lib/games/roulette/chip-label';
import type { RouletteChip } from '@/lib/schemas/games';
import type { ChipBet } from './roulette-chips';

/** A chip as the API answers it, as the board's own bet type. */
export function chipBetOf(chip: RouletteChip): ChipBet {
  switch (chip.kind) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return { kind: chip.kind, numbers: chip.numbers ?? [] };
    case 'dozen':
    case 'column':
      return { kind: chip.kind, index: chip.index ?? 0 };
    default:
      return { kind: chip.kind };
  }
}

/** What a bet is called: "Split 1, 2", "Red", "2nd dozen" (`chipLabel` of lib/games/roulette). */
export function useChipLabel() {
  const t = useTranslations('RouletteBoard.bets') as unknown as (
    key: string,
    values: Record<string, string | number>,
  ) => string;
  return useCallback(
    (bet: ChipBet) => {
      const { key, values } = chipLabel(bet);
      return t(key, values);
    },
    [t],
  );
}
