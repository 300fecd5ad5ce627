'use client';

import { useCallback } from 'react';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

/** Formats a major-unit amount in its currency, in the page's number locale. */
export function useMoney() {
  const numbers = useNumberFormat();
  return useCallback(
    (amount: number, currency: string) =>
      numbers.number(amount, { style: 'currency', currency, maximumFractionDigits: 2 }),
    [numbers],
  );
}
