import { NextResponse } from 'next/server';
import { locales } from '@/lib/i18n/config';
import type { EdgeContext } from '../types';

/** Accepts only a path on this site: `/games/slots`, never `//evil.example` or a full URL. */
export function parseRootRedirect(value: string | undefined): string | undefined {
  const target = value?.trim();
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\'))
    return undefined;
  return target === '/' ? undefined : target;
}

/**
 * The root path can redirect to a configured page (spec §2): `/` goes to the target and a bare
 * language root such as `/en` to the target in that language. The query string is kept.
 */
export function createRootRedirect(
  target: string | undefined,
): (context: EdgeContext) => NextResponse | undefined {
  const destination = parseRootRedirect(target);
  return ({ request }) => {
    if (!destination) return undefined;
    const { pathname } = request.nextUrl;
    const prefix = locales.find(
      (locale) => pathname === `/${locale}` || pathname === `/${locale}/`,
    );
    if (pathname !== '/' && !prefix) return undefined;

    const url = request.nextUrl.clone();
    url.pathname = prefix ? `/${prefix}${destination}` : destination;
    return NextResponse.redirect(url, 307);
  };
}
