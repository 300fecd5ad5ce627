import type { Metadata } from 'next';
import { intlLocales, type Locale } from '@/lib/i18n/config';
import { languageAlternates, localizedUrl } from './urls';

type PageMetadataInput = {
  locale: Locale;
  /** The page's path without a language prefix, e.g. `/games/dice`. */
  path: string;
  title: string;
  description: string;
  /** Account and error pages stay out of search results. */
  noIndex?: boolean;
};

/** Title, description, canonical and hreflang alternates of one page. */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  noIndex,
}: PageMetadataInput): Metadata {
  const url = localizedUrl(locale, path);
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      title,
      description,
      url,
      locale: intlLocales[locale].replace('-', '_'),
      type: 'website',
    },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
