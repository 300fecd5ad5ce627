'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { numberLocales, type Locale } from '@/lib/i18n/config';
import { formatDateTime } from '@/lib/i18n/date-format';

/**
 * Dates in the page's language and the browser's own time zone (staff read the times they live
 * in), and money in major units with its currency. Office lists render after hydration only, so
 * the browser's zone never disagrees with a server render.
 */
export function useOfficeFormat() {
  const locale = useLocale() as Locale;
  return useMemo(() => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const numbers = numberLocales[locale];
    return {
      dateTime: (value: string) =>
        formatDateTime(locale, value, { dateStyle: 'short', timeStyle: 'medium', timeZone }),
      money: (amount: number, currency: string) =>
        new Intl.NumberFormat(numbers, { style: 'currency', currency }).format(amount),
    };
  }, [locale]);
}
