import createIntlMiddleware from 'next-intl/middleware';
import { createPipeline, navigationSteps } from '@/lib/edge/pipeline';
import { routing } from '@/lib/i18n/routing';

/** The pre-render pipeline of lib/edge/pipeline.ts, then next-intl's language handling. */
export default createPipeline({
  steps: navigationSteps(),
  handleLocale: createIntlMiddleware(routing),
});

export const config = {
  matcher: [
    // Pages: everything but the API, the analytics proxy, Next internals and files.
    '/((?!api/|api$|ingest/|_next/|_vercel/|.*\\..*).*)',
    // On the api. host every path is the API, `/api/...` included.
    { source: '/api/:path*', has: [{ type: 'host', value: 'api\\..*' }] },
    { source: '/api', has: [{ type: 'host', value: 'api\\..*' }] },
  ],
};
