import { locales } from '@/lib/i18n/config';

/** Splits `/en/games/dice` into the language prefix `/en` and the path `/games/dice`. */
export function splitLocale(pathname: string): { prefix: string; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (first && (locales as readonly string[]).includes(first)) {
    return { prefix: `/${first}`, path: `/${rest.join('/')}`.replace(/\/+$/, '') || '/' };
  }
  return { prefix: '', path: pathname.replace(/\/+$/, '') || '/' };
}
