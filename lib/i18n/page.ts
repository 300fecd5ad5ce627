import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, type Messages } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/metadata';
import type { Locale } from './config';
import { routing } from './routing';

export type LocaleParams<Extra = object> = { params: Promise<{ locale: string } & Extra> };

/** Message namespaces that describe a page: each has its own title and description. */
export type PageNamespace = {
  [K in keyof Messages]: Messages[K] extends { title: string; description: string } ? K : never;
}[keyof Messages];

/** Validates the `[locale]` segment and enables static rendering for it. */
export async function resolveLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** `generateMetadata` for a page whose title and description live in one namespace. */
export function pageMetadataFrom(
  namespace: PageNamespace,
  path: string,
  options?: { noIndex?: boolean },
) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await resolveLocale(params);
    const t = (await getTranslations({ locale, namespace })) as unknown as (
      key: 'title' | 'description',
    ) => string;
    return pageMetadata({
      locale,
      path,
      title: t('title'),
      description: t('description'),
      ...options,
    });
  };
}
