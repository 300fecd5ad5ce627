import type { TournamentScoring } from '@/lib/constants/tournaments';
import { numberLocales, type Locale } from '@/lib/i18n/config';
import { formatDateTime } from '@/lib/i18n/date-format';

/**
 * Formatting shared by the tournament pages' server and client parts, in the page language's
 * number locale (as `useNumberFormat`, so both render the same text); dates through
 * `formatDateTime` (Kazakh words on kz pages). Dates are in `timeZone`, the site's (next-intl's
 * `getTimeZone`), never the server process's.
 */
export function tournamentFormat(locale: string, timeZone?: string) {
  const numberLocale = numberLocales[locale as Locale] ?? numberLocales.ru;
  const money = (amount: number, currency: string) =>
    new Intl.NumberFormat(numberLocale, {
      style: 'currency',
      currency,
      maximumFractionDigits: 2,
    }).format(amount);
  const plain = (value: number, digits = 0) =>
    new Intl.NumberFormat(numberLocale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  return {
    money,
    plain,
    /** A score as its scoring counts it: bets, ×multiplier, or money in the base currency. */
    score(scoring: TournamentScoring, score: number, base: string) {
      if (scoring === 'bet_count') return plain(score);
      if (scoring === 'max_multiplier' || scoring === 'sum_multipliers') {
        return `×${plain(score, 2)}`;
      }
      return money(score, base);
    },
    dateTime: (iso: string) =>
      formatDateTime(locale as Locale, iso, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
  };
}

/** A tournament's name in the page language. */
export const localized = (text: { ru: string; en: string; kz: string }, locale: string) =>
  text[locale as Locale] ?? text.ru;
