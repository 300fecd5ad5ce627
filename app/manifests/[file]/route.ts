// GET /manifests/{ru,en,kz}.webmanifest — the web app manifest of each language (spec §4)
import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale, locales, type Locale } from '@/lib/i18n/config';
import { localeHome } from '@/lib/pwa/manifest';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ file: `${locale}.webmanifest` }));
}

const THEME = '#12141c';
const BACKGROUND = '#0d0f15';

async function manifest(locale: Locale): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale, namespace: 'AppManifest' });
  const start = localeHome(locale);
  return {
    // One app in every language: the same id, so installing it in another language is no second app.
    id: '/',
    name: t('name'),
    short_name: t('shortName'),
    description: t('description'),
    lang: locale === 'kz' ? 'kk' : locale,
    start_url: start,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME,
    background_color: BACKGROUND,
    categories: ['games', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export async function GET(_request: Request, context: { params: Promise<{ file: string }> }) {
  const { file } = await context.params;
  const locale = file.replace(/\.webmanifest$/, '');
  if (!file.endsWith('.webmanifest') || !isLocale(locale)) {
    return new Response('Not found', { status: 404 });
  }
  return new Response(JSON.stringify(await manifest(locale)), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
