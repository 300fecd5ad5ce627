import { NextResponse } from 'next/server';
import {
  SHOW_LIKE_HOST_MATCHED_COOKIE,
  SHOW_LIKE_HOST_MATCHED_MAX_AGE_S,
} from '@/lib/constants/cookies';
import { mirrorRedirectAnswerSchema, mirrorVisitAnswerSchema } from '@/lib/schemas/marketing';
import { isBot } from '../bots';
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
 *
 * A host that stays is remembered for the visitor a day (`showLikeHostMatched`, spec §3): their
 * navigations there skip the lookup, so none waits on an instance whose cache is cold. A mirror
 * staff retire or block later reaches such a visitor within that day. Bots keep no cookies: they
 * get none, which keeps their answers cacheable.
 */
export const mirrorRedirect: EdgeStep = async ({ request, api, background, cookie, setCookie }) => {
  const domain = requestDomain(request);
  background(
    reportedVisits.get(domain, async () => {
      const answer = await api.post('middleware/mirror', mirrorVisitAnswerSchema, { domain });
      if (!answer.ok) throw new Error(`status ${answer.status}`);
      return true;
    }),
  );
  if (cookie(SHOW_LIKE_HOST_MATCHED_COOKIE) === domain) return undefined;
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
  if (newLink === null && !isBot(request.headers.get('user-agent'))) {
    setCookie(SHOW_LIKE_HOST_MATCHED_COOKIE, domain, SHOW_LIKE_HOST_MATCHED_MAX_AGE_S, {
      httpOnly: true,
    });
  }
  // null: the host stays; undefined: no answer from the API, so no verdict either way.
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
