import { servesOnServiceListener, type GameService } from '@/lib/api/game-services';

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/**
 * The app on a game service's own port (`<SERVICE>_API_PORT`, `server/standalone.ts`): the same
 * app under `/api`, so the same CORS, authentication and errors, for that service's calls and
 * the probes alone (`servesOnServiceListener`); any other path answers the app's 404 shape here,
 * being the main API's. The path is the URL's, dot segments resolved, as the app routes it.
 */
export function serviceOnly<F extends Fetch>(service: GameService, fetch: F): F {
  return ((request: Request, ...rest: never[]) => {
    const { pathname } = new URL(request.url);
    const path = pathname.startsWith('/api/') ? pathname.slice('/api'.length) : null;
    if (path !== null && servesOnServiceListener(service, path)) return fetch(request, ...rest);
    return Response.json(
      { error: 'not_found', message: `No route for ${request.method} ${pathname}` },
      { status: 404 },
    );
  }) as F;
}
