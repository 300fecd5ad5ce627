import { NextResponse } from 'next/server';
import { ssoReturnUrl } from '@/lib/api/sso';
import { SSO_REDIRECTED_COOKIE, TOKEN_COOKIES } from '@/lib/constants/cookies';
import { mirrorAnswerSchema } from '@/lib/schemas/marketing';
import { isBot } from '../bots';
import { createLookupCache } from '../cache';
import type { EdgeStep } from '../types';
import { requestDomain } from '../visitor';

const cache = createLookupCache<string | null>({
  name: 'sso',
  ttlMs: 60_000,
  staleMs: 10 * 60_000,
});

/**
 * Single sign-on (spec §4): once, a visitor without a token is sent to the SSO link
 * (`GET /mirror`, cached per domain) with the current address, unless `no_sso` is in the query,
 * this is development, or the visitor is a bot. `ssoRedirected` (a browser-session cookie)
 * marks the trip; it is cleared once the visitor has a token.
 */
export const singleSignOn: EdgeStep = async (context) => {
  const { request, api, cookie, isDevelopment, background } = context;
  const hasToken = TOKEN_COOKIES.some((name) => cookie(name));
  if (hasToken) {
    if (cookie(SSO_REDIRECTED_COOKIE)) context.deleteCookie(SSO_REDIRECTED_COOKIE);
    return undefined;
  }
  if (
    isDevelopment ||
    cookie(SSO_REDIRECTED_COOKIE) ||
    request.nextUrl.searchParams.has('no_sso') ||
    isBot(request.headers.get('user-agent'))
  ) {
    return undefined;
  }
  const domain = requestDomain(request);
  const link = await cache.get(
    domain,
    async () => {
      const answer = await api.get('mirror', mirrorAnswerSchema, { domain });
      if (!answer.ok) throw new Error(`status ${answer.status}`);
      return answer.body.sso || null;
    },
    background,
  );
  if (!link || !/^https?:\/\//i.test(link)) return undefined;
  context.setCookie(SSO_REDIRECTED_COOKIE, '1');
  return NextResponse.redirect(ssoReturnUrl(link, request.nextUrl.href), 302);
};

export const singleSignOnCache = cache;
