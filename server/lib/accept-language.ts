import { defaultLocale, type Locale } from '@/lib/i18n/config';

/**
 * The site language an `Accept-Language` header asks for: the first of its tags (by weight) that
 * is ru, en or kk/kz (Kazakh's BCP 47 code is `kk`, the site's is `kz`); else the default, ru.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  const tags = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of tags) {
    const primary = tag.split('-')[0];
    if (primary === 'ru' || primary === 'en') return primary;
    if (primary === 'kk' || primary === 'kz') return 'kz';
  }
  return defaultLocale;
}
