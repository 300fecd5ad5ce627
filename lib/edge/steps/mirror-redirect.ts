import { NextResponse } from 'next/server';
import { createLookupCache } from '../cache';
import type { EdgeStep } from '../types';
import { requestDomain, visitorDomain } from '../visitor';

type MirrorRedirect = { redirect?: { newLink?: string | null; oldDomain?: string | null } };

const cache = createLookupCache<string | null>({ ttlMs: 60_000, staleMs: 10 * 60_000 });

/**
 * Step 1 (spec §2): a blocked or retired mirror sends the visitor to its new mirror with the
 * path and query kept (`POST /middleware/mirrorRedirect`, cached per domain).
 */
export const mirrorRedirect: EdgeStep = async ({ request, api, background }) => {
  const domain = requestDomain(request);
  const newLink = await cache.get(
    domain,
    async () => {
      const { status, body } = await api.post<MirrorRedirect>('middleware/mirrorRedirect', {
        domain,
      });
      if (status !== 200) throw new Error(`status ${status}`);
      return body?.redirect?.newLink ?? null;
    },
    background,
  );
  if (!newLink) return undefined;
  let target: URL;
  try {
    target = new URL(newLink);
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(target.protocol) || visitorDomain(target.host) === domain) return undefined;
  target.pathname = `${target.pathname.replace(/\/+$/, '')}${request.nextUrl.pathname}`;
  target.search = request.nextUrl.search;
  return NextResponse.redirect(target, 302);
};

export const mirrorRedirectCache = cache;
