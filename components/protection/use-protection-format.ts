'use client';

import { useMemo } from 'react';
import { useDateFormat } from '@/lib/i18n/use-date-format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

/** Money without empty decimals (`1 000 ₽`, `99,50 ₽`) and dates in the page's language. */
export function useProtectionFormat() {
  const numbers = useNumberFormat();
  const dates = useDateFormat();
  return useMemo(
    () => ({
      money: (amount: number, currency: string, signed = false) =>
        numbers.number(amount, {
          style: 'currency',
          currency,
          trailingZeroDisplay: 'stripIfInteger',
          ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
        }),
      /** A moment, to the minute: `5 March 2026 at 14:07`. */
      moment: (value: string | number) =>
        dates.dateTime(value, { dateStyle: 'long', timeStyle: 'short' }),
      /** A time of today: `14:07`. */
      time: (value: string | number) => dates.dateTime(value, { timeStyle: 'short' }),
      /** A month of the activity (`2026-03`): `March 2026`, the month wherever the reader is. */
      month: (month: string) =>
        dates.dateTime(`${month}-01T12:00:00Z`, {
          year: 'numeric',
          month: 'long',
          timeZone: 'UTC',
        }),
    }),
    [numbers, dates],
  );
}

/** A countdown's text, `H:MM:SS` (a limit's 24-hour wait at most). */
export function countdownText(seconds: number) {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
