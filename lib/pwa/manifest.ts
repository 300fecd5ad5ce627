import type { Locale } from '@/lib/i18n/config';
import { defaultLocale } from '@/lib/i18n/config';
import { localePrefixMode } from '@/lib/i18n/routing';

/** The address of a language's manifest (app/manifests/[file]/route.ts). */
export function manifestHref(locale: Locale): string {
  return `/manifests/${locale}.webmanifest`;
}

/** Where the installed app opens in a language: its home page (`/` for Russian, `/en`, `/kz`). */
export function localeHome(locale: Locale): string {
  if (localePrefixMode === 'never') return '/';
  if (localePrefixMode === 'as-needed' && locale === defaultLocale) return '/';
  return `/${locale}`;
}
