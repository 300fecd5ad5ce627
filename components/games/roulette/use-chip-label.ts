'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
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

/** What a bet is called: "Split 1, 2", "Red", "2nd dozen". */
export function useChipLabel() {
  const t = useTranslations('RouletteBoard.bets');
  return useCallback(
    (bet: ChipBet) => {
      if ('numbers' in bet) {
        const numbers = [...bet.numbers].sort((a, b) => a - b).join(', ');
        switch (bet.kind) {
          case 'straight':
            return t('straight', { numbers });
          case 'split':
            return t('split', { numbers });
          case 'street':
            return t('street', { numbers });
          case 'corner':
            return t('corner', { numbers });
          case 'line':
            return t('line', { numbers });
        }
      }
      if ('index' in bet) {
        return bet.kind === 'dozen'
          ? t('dozen', { index: bet.index })
          : t('column', { index: bet.index });
      }
      switch (bet.kind) {
        case 'red':
          return t('red');
        case 'black':
          return t('black');
        case 'odd':
          return t('odd');
        case 'even':
          return t('even');
        case 'low':
          return t('low');
        case 'high':
          return t('high');
      }
    },
    [t],
  );
}
