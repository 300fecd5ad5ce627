'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { numberLocales, type Locale } from './config';

/**
 * Dates in the number locale (Kazakh as Russian), like `useNumberFormat`: runtimes without
 * Kazakh data would print other text than the server rendered and break hydration.
 */
export function useDateFormat() {
  const locale = useLocale() as Locale;
  return useMemo(() => {
    const dateLocale = numberLocales[locale] ?? numberLocales.ru;
    return {
      dateTime: (value: string | number | Date, options?: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(dateLocale, options).format(new Date(value)),
    };
  }, [locale]);
}
