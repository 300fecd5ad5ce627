/**
 * Languages of the site (spec §1, §3): the URL prefix and the stored value are `kz`,
 * while Intl formatting and `<html lang>` use the BCP 47 tag `kk-KZ`.
 */
export const locales = ['ru', 'en', 'kz'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ru';

export const intlLocales: Record<Locale, string> = {
  ru: 'ru-RU',
  en: 'en-US',
  kz: 'kk-KZ',
};

/**
 * The locale numbers and money are formatted in. Kazakh writes them exactly as Russian does
 * (`10 000,50 ₸`: space groups, decimal comma), and runtimes without Kazakh locale data (Debian's
 * Chromium, some Node builds) would otherwise fall back to their own default, so the server and
 * the browser would print different text and break hydration. For the same reason Kazakh dates
 * are written by `formatDateTime` (`date-format.ts`): Kazakh words on this locale's layout.
 */
export const numberLocales: Record<Locale, string> = {
  ru: 'ru-RU',
  en: 'en-US',
  kz: 'ru-RU',
};

/** Names shown in the language switcher, each in its own language. */
export const localeNames: Record<Locale, string> = {
  ru: 'Русский',
  en: 'English',
  kz: 'Қазақша',
};

export const localePrefixModes = ['as-needed', 'always', 'never'] as const;
export type LocalePrefixMode = (typeof localePrefixModes)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Reads the prefix strategy; anything unknown falls back to `as-needed`. */
export function parseLocalePrefix(value: string | undefined): LocalePrefixMode {
  return (localePrefixModes as readonly string[]).includes(value ?? '')
    ? (value as LocalePrefixMode)
    : 'as-needed';
}

export type LocaleDomain = { domain: string; defaultLocale: Locale; locales: Locale[] };

/**
 * Parses `casino.kz=kz,casino.com=en` into next-intl domain entries. Each configured host
 * opens in its own default language and still offers the others.
 * Malformed pairs are skipped rather than breaking every request.
 */
export function parseLocaleDomains(value: string | undefined): LocaleDomain[] {
  if (!value) return [];
  return value
    .split(',')
    .map((pair) => pair.trim().split('='))
    .flatMap(([domain, locale]) => {
      const host = domain?.trim().toLowerCase();
      const lang = locale?.trim();
      if (!host || !isLocale(lang)) return [];
      return [
        {
          domain: host,
          defaultLocale: lang,
          locales: [lang, ...locales.filter((l) => l !== lang)],
        },
      ];
    });
}
