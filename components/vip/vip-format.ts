import { numberLocales, type Locale } from '@/lib/i18n/config';

/**
 * Number and money formatting of the server-rendered VIP page, in the page language's number
 * locale (as `useNumberFormat` does in client components).
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
    date: (iso: string) =>
      new Intl.DateTimeFormat(numberLocale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(iso),
      ),
  };
}

export type VipFormat = ReturnType<typeof vipFormat>;
