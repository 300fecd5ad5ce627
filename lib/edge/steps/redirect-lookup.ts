import { NextResponse } from 'next/server';
import { redirectAnswerSchema, type Redirect } from '@/lib/schemas/marketing';
import { createLookupCache } from '../cache';
import { splitLocale } from '../locale-path';
import type { EdgeStep } from '../types';

const cache = createLookupCache<Redirect | null>({
  name: 'redirect',
  ttlMs: 30_000,
  staleMs: 5 * 60_000,
});

/**
 * Step 5 (spec §2): the redirect rules of the database, asked by path without the language
 * prefix (`GET /middleware/redirect?path=`, cached per path). An external destination is sent
 * as it is (a full page load); an internal path keeps the visitor's language prefix and query.
 */
export const redirectLookup: EdgeStep = async ({ request, api, background }) => {
  const { prefix, path } = splitLocale(request.nextUrl.pathname);
  const rule = await cache.get(
    path,
    async () => {
      const answer = await api.get('middleware/redirect', redirectAnswerSchema, { path });
      if (!answer.ok) throw new Error(`status ${answer.status}`);
      return answer.body.redirect;
    },
    background,
  );
  if (!rule?.to) return undefined;
  const { status } = rule;
  if (rule.external) {
    if (!/^https?:\/\//i.test(rule.to)) return undefined;
    return NextResponse.redirect(rule.to, status);
  }
  if (!rule.to.startsWith('/') || rule.to.startsWith('//')) return undefined;
  const url = request.nextUrl.clone();
  const [pathname, search] = rule.to.split('?');
  url.pathname = `${prefix}${pathname}`;
  if (search) url.search = search;
  if (url.pathname === request.nextUrl.pathname) return undefined;
  return NextResponse.redirect(url, status);
};

export const redirectLookupCache = cache;
