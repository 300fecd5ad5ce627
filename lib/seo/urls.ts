import { publicEnv } from '@/lib/env/public';
import { intlLocales, locales, type Locale } from '@/lib/i18n/config';
import { getPathname } from '@/lib/i18n/navigation';
import { localePrefixMode, routing } from '@/lib/i18n/routing';

function originFor(locale: Locale): string {
  const domain = routing.domains?.find((entry) => entry.defaultLocale === locale);
  return domain ? `https://${domain.domain}` : publicEnv.siteUrl;
}

/** The absolute address of `path` in `locale`, as the configured prefix strategy spells it. */
export function localizedUrl(locale: Locale, path: string): string {
  const domain = routing.domains?.find((entry) => entry.defaultLocale === locale)?.domain;
  const pathname = getPathname({ locale, href: path, ...(domain ? { domain } : {}) } as Parameters<
    typeof getPathname
  >[0]);
  return `${originFor(locale)}${pathname}`;
}

/**
 * hreflang alternates for one path: every language under its BCP 47 tag plus x-default.
 * With the `never` strategy all languages share one address, so there is nothing to announce.
 */
export function languageAlternates(path: string): Record<string, string> | undefined {
  if (localePrefixMode === 'never') return undefined;
  const entries = locales.map((locale) => [intlLocales[locale], localizedUrl(locale, path)]);
  entries.push(['x-default', localizedUrl(routing.defaultLocale, path)]);
  return Object.fromEntries(entries);
}
