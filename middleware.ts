import createIntlMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { rewriteApiHost } from '@/lib/edge/api-host';
import { createRootRedirect } from '@/lib/edge/root-redirect';
import { runSteps, type EdgeStep } from '@/lib/edge/types';
import { routing } from '@/lib/i18n/routing';

const handleLocale = createIntlMiddleware(routing);

/**
 * The steps that run before a page renders, in order. The spec's navigation pipeline (mirror
 * redirect, simple-auth login, page-open registration, campaign capture, redirect lookup) joins
 * here, each step a small function in lib/edge/.
 */
const steps: EdgeStep[] = [createRootRedirect(process.env.ROOT_REDIRECT)];

export default async function middleware(request: NextRequest) {
  return rewriteApiHost(request) ?? (await runSteps(steps, request)) ?? handleLocale(request);
}

export const config = {
  matcher: [
    // Pages: everything but the API, the analytics proxy, Next internals and files.
    '/((?!api/|api$|ingest/|_next/|_vercel/|.*\\..*).*)',
    // On the api. host every path is the API, `/api/...` included.
    { source: '/api/:path*', has: [{ type: 'host', value: 'api\\..*' }] },
    { source: '/api', has: [{ type: 'host', value: 'api\\..*' }] },
  ],
};
