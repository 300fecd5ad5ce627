import type { NextFetchEvent, NextRequest, NextResponse } from 'next/server';
import { rewriteApiHost } from './api-host';
import { createEdgeApi } from './edge-api';
import { mirrorApiOrigins } from './mirror-origins';
import { isOfficePath } from '@/lib/office/sections';
import { applyPageSecurity, pagePolicy, withPolicy } from './page-security';
import { createBlockedGamesHost } from './steps/blocked-games-host';
import { campaignCapture } from './steps/campaign-capture';
import { geoCheck } from './steps/geo-check';
import { mirrorRedirect } from './steps/mirror-redirect';
import { pageOpenRegistration } from './steps/page-open';
import { promoCheck } from './steps/promo-check';
import { redirectLookup } from './steps/redirect-lookup';
import { createRootRedirect } from './steps/root-redirect';
import { simpleAuthLogin } from './steps/simple-auth';
import { singleSignOn } from './steps/single-sign-on';
import { applyCookies, createEdgeContext, runSteps, type EdgeStep } from './types';

/**
 * Before every navigation, in the spec's order (§2): mirror redirect, simple-auth login,
 * page-open registration, campaign capture, redirect lookup. Then the checks that also run
 * before render (§4, §5): geo, single sign-on, promo, games blocked on one host, and the
 * configured root redirect.
 */
export function navigationSteps(env: Record<string, string | undefined> = process.env): EdgeStep[] {
  // `npm run bench:pages` only: the same site with the steps off, to measure what they cost.
  if (env.BENCH_EDGE_STEPS === 'off') return [];
  return [
    mirrorRedirect,
    simpleAuthLogin,
    pageOpenRegistration,
    campaignCapture,
    redirectLookup,
    geoCheck,
    singleSignOn,
    promoCheck,
    createBlockedGamesHost(env.GAMES_BLOCKED_HOST),
    createRootRedirect(env.ROOT_REDIRECT),
  ];
}

type PipelineOptions = {
  steps: readonly EdgeStep[];
  /** What answers when no step does: next-intl's locale handling. */
  handleLocale: (request: NextRequest) => NextResponse | Promise<NextResponse>;
  fetch?: typeof fetch;
  isDevelopment?: boolean;
  /** Run-time variables (`GAME_PROVIDER_ORIGINS`); the process's by default. */
  env?: Record<string, string | undefined>;
};

/**
 * The middleware: the api. host rewrite (the API sets its own headers), then the steps, then
 * the language; cookies and the page's security headers on whichever answer comes.
 */
export function createPipeline({
  steps,
  handleLocale,
  fetch,
  isDevelopment = process.env.NODE_ENV === 'development',
  env = process.env,
}: PipelineOptions) {
  return async function pipeline(request: NextRequest, event?: Pick<NextFetchEvent, 'waitUntil'>) {
    const rewritten = rewriteApiHost(request);
    if (rewritten) return rewritten;
    const context = createEdgeContext(request, {
      api: createEdgeApi(request, { fetch }),
      isDevelopment,
      background: event ? (promise) => event.waitUntil(promise) : undefined,
    });
    // Looked up beside the steps (cached: a lookup a minute), not after them.
    const mirrors = mirrorApiOrigins(context);
    // The back office is staff's, not a visitor's: no page-open or campaign records, no geo
    // block, single sign-on, promo or redirect rules of the player's site.
    const office = isOfficePath(request.nextUrl.pathname);
    const answered = office ? undefined : await runSteps(steps, context);
    // A navigation the steps answer (a redirect) gets the policy too.
    const policy = pagePolicy(request, {
      isDevelopment,
      env,
      mirrorApiOrigins: await mirrors,
    });
    const response = answered ?? (await handleLocale(withPolicy(request, policy)));
    // Never indexed, whatever a crawler finds a link from (the pages also say so in <meta>).
    if (office) response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    return applyPageSecurity(applyCookies(context, response), { policy, isDevelopment });
  };
}
