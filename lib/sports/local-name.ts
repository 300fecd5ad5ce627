import type { LocalName } from '@/lib/atoms/bet-slip';

/** The name in the page's language (Russian for a language the feed does not give). */
export function nameIn(name: LocalName, locale: string): string {
  return locale === 'en' || locale === 'kz' ? name[locale] : name.ru;
}
