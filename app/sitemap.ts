import type { MetadataRoute } from 'next';
import { localePrefixMode, routing } from '@/lib/i18n/routing';
import { PUBLIC_ROUTES } from '@/lib/routes';
import { languageAlternates, localizedUrl } from '@/lib/seo/urls';

/** Every public page in every language, each entry listing its translations. */
export default function sitemap(): MetadataRoute.Sitemap {
  const languages = (path: string) => {
    const alternates = languageAlternates(path);
    return alternates ? { alternates: { languages: alternates } } : {};
  };
  const locales = localePrefixMode === 'never' ? [routing.defaultLocale] : routing.locales;
  return PUBLIC_ROUTES.flatMap((path) =>
    locales.map((locale) => ({
      url: localizedUrl(locale, path),
      changeFrequency: 'daily' as const,
      priority: path === '/' ? 1 : 0.7,
      ...languages(path),
    })),
  );
}
