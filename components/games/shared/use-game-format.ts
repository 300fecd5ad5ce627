'use client';

import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { useCallback, useMemo } from 'react';

/** Money and multipliers as the game boards show them, in the page's number format. */
export function useGameFormat() {
  const format = useNumberFormat();
  const money = useCallback(
    (amount: number, currency: string) => format.number(amount, { style: 'currency', currency }),
    [format],
  );
  /** 1.98 → "1.98×"; up to four decimals, as multipliers carry. */
  const multiplier = useCallback(
    (value: number) =>
      `${format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 4 })}×`,
    [format],
  );
  /** A percentage given in percent: 49.5 → "49.5%". */
  const percent = useCallback(
    (value: number) => format.number(value / 100, { style: 'percent', maximumFractionDigits: 3 }),
    [format],
  );
  /** A number with exactly `digits` decimals: a dice roll, 42.1 → "42.10". */
  const fixed = useCallback(
    (value: number, digits = 2) =>
      format.number(value, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    [format],
  );
  return useMemo(
    () => ({ money, multiplier, percent, fixed }),
    [money, multiplier, percent, fixed],
  );
}
