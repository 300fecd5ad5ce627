import { NextResponse } from 'next/server';
import { mirrorRedirectAnswerSchema } from '@/lib/schemas/marketing';
import { createLookupCache } from '../cache';
import type { EdgeStep } from '../types';
import { requestDomain, visitorDomain } from '../visitor';

const cache = createLookupCache<string | null>({
  name: 'mirror',
  ttlMs: 60_000,
  staleMs: 10 * 60_000,
});

/**
 * Step 1 (spec §2): a blocked or retired mirror sends the visitor to its new mirror with the
 * path and query kept (`POST /middleware/mirrorRedirect`, cached per domain).
 */
export const mirrorRedirect: EdgeStep = async ({ request, api, background }) => {
  const domain = requestDomain(request);
  const newLink = await cache.get(
    domain,
    async () => {
      const answer = await api.post('middleware/mirrorRedirect', mirrorRedirectAnswerSchema, {
        domain,
      });
      if (!answer.ok) throw new Error(`status ${answer.status}`);
      return answer.body.redirect.newLink;
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
