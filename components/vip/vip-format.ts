import { numberLocales, type Locale } from '@/lib/i18n/config';
import { formatDateTime } from '@/lib/i18n/date-format';

/**
 * Number and money formatting of the server-rendered VIP page, in the page language's number
 * locale (as `useNumberFormat` does in client components); dates through `formatDateTime`.
 */
export function vipFormat(locale: Locale) {
  const numberLocale = numberLocales[locale] ?? numberLocales.ru;
  return {
    number: (value: number) => new Intl.NumberFormat(numberLocale).format(value),
    money: (value: number, currency: string) =>
      new Intl.NumberFormat(numberLocale, {
        style: 'currency',
        currency,
        maximumFractionDigits: 2,
      }).format(value),
    date: (iso: string) => formatDateTime(locale, iso, { dateStyle: 'medium', timeZone: 'UTC' }),
  };
}

export type VipFormat = ReturnType<typeof vipFormat>;
