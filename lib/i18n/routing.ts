import { defineRouting } from 'next-intl/routing';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from '@/lib/constants/cookies';
import { defaultLocale, locales, parseLocaleDomains, parseLocalePrefix } from './config';

const domains = parseLocaleDomains(process.env.NEXT_PUBLIC_LOCALE_DOMAINS);

/** How URLs carry the language: `as-needed` (default: ru without a prefix), `always` or `never`. */
export const localePrefixMode = parseLocalePrefix(process.env.NEXT_PUBLIC_LOCALE_PREFIX);

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: localePrefixMode,
  ...(domains.length > 0 ? { domains } : {}),
  localeCookie: {
    name: LANGUAGE_COOKIE,
    maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
    path: '/',
    sameSite: 'lax',
  },
  // hreflang alternates are written into each page's metadata with proper BCP 47 tags (kk-KZ, not kz).
  alternateLinks: false,
});
