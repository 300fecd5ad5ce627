import { defaultLocale, parseLocalePrefix, type Locale } from '@/lib/i18n/config';

/**
 * An absolute link to a page of the site in the reader's language, for e-mails: the language
 * prefix follows NEXT_PUBLIC_LOCALE_PREFIX as the pages do (`/en/password/reset`, `/password/reset`).
 */
export function siteLink(siteUrl: string, locale: Locale | null | undefined, path: string) {
  const mode = parseLocalePrefix(process.env.NEXT_PUBLIC_LOCALE_PREFIX);
  const language = locale ?? defaultLocale;
  const prefixed = mode === 'always' || (mode === 'as-needed' && language !== defaultLocale);
  return `${siteUrl}${prefixed ? `/${language}` : ''}${path}`;
}
