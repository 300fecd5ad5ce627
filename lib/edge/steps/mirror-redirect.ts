import { NextResponse } from 'next/server';
import { mirrorRedirectAnswerSchema, mirrorVisitAnswerSchema } from '@/lib/schemas/marketing';
import { createLookupCache } from '../cache';
import type { EdgeStep } from '../types';
import { requestDomain, visitorDomain } from '../visitor';

const cache = createLookupCache<string | null>({
  name: 'mirror',
  ttlMs: 60_000,
  staleMs: 10 * 60_000,
});

/** Domains whose visit this instance reported lately: once a minute each is enough. */
const reportedVisits = createLookupCache<true>({
  name: 'mirror visit',
  ttlMs: 60_000,
  staleMs: 0,
  max: 1_000,
});

/**
 * Step 1 (spec §2): a blocked or retired mirror sends the visitor to its new mirror with the
 * path and query kept (`POST /middleware/mirrorRedirect`, cached per domain). Each domain's
 * visits are reported (`POST /middleware/mirror`, at most once a minute per domain and instance,
 * in the background): the back office's mirror list shows when each was last visited, a blocked
 * one included, so staff see which mirrors players still reach.
 */
export const mirrorRedirect: EdgeStep = async ({ request, api, background }) => {
  const domain = requestDomain(request);
  background(
    reportedVisits.get(domain, async () => {
      const answer = await api.post('middleware/mirror', mirrorVisitAnswerSchema, { domain });
      if (!answer.ok) throw new Error(`status ${answer.status}`);
      return true;
    }),
  );
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
export const mirrorVisitCache = reportedVisits;
