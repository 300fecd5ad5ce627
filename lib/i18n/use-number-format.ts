'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { numberLocales, type Locale } from './config';

/**
 * `format.number` of next-intl, in the page language's number locale (`numberLocales`), so a
 * number renders the same on the server and in any browser.
 */
export function useNumberFormat() {
  const locale = useLocale() as Locale;
  return useMemo(() => {
    const numberLocale = numberLocales[locale] ?? numberLocales.ru;
    return {
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(numberLocale, options).format(value),
    };
  }, [locale]);
}
