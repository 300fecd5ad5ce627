import type { IncomingMessage, RequestListener } from 'node:http';
import { servesOnServiceListener, type GameService } from '@/lib/api/game-services';
import { isApiHost } from '@/lib/edge/is-api-host';

/**
 * The path of a request relative to the API root, as Next will route it: on the `api.` host the
 * path itself (the middleware rewrites it under `/api`, `lib/edge/api-host.ts`), elsewhere what
 * follows `/api`; null for anything else (a page). Dot segments are resolved as a URL's are.
 */
export function apiPathOf(request: Pick<IncomingMessage, 'url' | 'headers'>): string | null {
  const forwarded = request.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? request.headers.host;
  // Appended, not resolved against: a URL starting `//` must not name a host of its own.
  const { pathname } = new URL(`http://localhost${request.url ?? '/'}`);
  if (isApiHost(host)) return pathname;
  return pathname.startsWith('/api/') ? pathname.slice('/api'.length) : null;
}

/**
 * `handle` (Next's) on a game service's own port (`<SERVICE>_API_PORT`): that service's calls to
 * the API Next mounts, and its probes (`servesOnServiceListener`); everything else, pages
 * included, answers the API's 404 here, being the main port's.
 */
export function serviceOnly(service: GameService, handle: RequestListener): RequestListener {
  return (request, response) => {
    // Next is handed the path that was checked: dot segments resolved, as a URL's are.
    const { pathname, search } = new URL(`http://localhost${request.url ?? '/'}`);
    request.url = `${pathname}${search}`;
    const path = apiPathOf(request);
    if (path !== null && servesOnServiceListener(service, path)) return handle(request, response);
    const body = JSON.stringify({
      error: 'not_found',
      message: `No route for ${request.method} ${(request.url ?? '/').split('?')[0]}`,
    });
    response.writeHead(404, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  };
}
