import { app } from '@/server/api';

// Every /api request goes to the Hono app; Next only mounts it.
export const dynamic = 'force-dynamic';

type RouteContext = { params: Promise<{ route?: string[] }> };

/**
 * Hands the request to Hono at the path Next routed, not the address the browser used: a
 * request to the api. host arrives rewritten by middleware.ts but keeps its original URL.
 */
async function handle(request: Request, { params }: RouteContext) {
  const { route = [] } = await params;
  const url = new URL(request.url);
  const pathname = ['/api', ...route.map(encodeURIComponent)].join('/');
  if (url.pathname === pathname) return app.fetch(request);
  url.pathname = pathname;
  return app.fetch(new Request(url, request));
}

export const GET = handle;
export const HEAD = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;
