import { findWorkingOrigin } from '@/lib/mirrors/find-working-origin';

type Lookup = typeof findWorkingOrigin;

/**
 * For the installed app on a blocked domain (issue 20): a page the network cannot bring and the
 * cache does not hold is sent, same path and query, to the first stored mirror that answers
 * (`findWorkingOrigin`: the mirrors `MyDatabase` holds, probed at once, 4 s). Null when none
 * answers, or when the request was already on another origin: the offline page then follows.
 * A plain offline device finds no mirror either and gets the offline page as before.
 */
export async function mirrorRedirect(
  request: Pick<Request, 'url' | 'mode'>,
  here: string,
  lookup: Lookup = findWorkingOrigin,
): Promise<Response | null> {
  if (request.mode !== 'navigate') return null;
  const url = new URL(request.url);
  if (url.origin !== here) return null;
  const mirror = await lookup({ exclude: [here] });
  if (!mirror) return null;
  return Response.redirect(new URL(`${url.pathname}${url.search}`, mirror.origin).toString(), 302);
}

/**
 * The same as a Serwist plugin of the pages' strategy, ending in `offline` when no mirror
 * answers: Serwist adds its own offline fallback only to strategies without a `handlerDidError`,
 * so this one must serve the offline page itself.
 */
export const mirrorRedirectPlugin = (
  here: string,
  offline: (request: Request) => Promise<Response | undefined>,
) => ({
  handlerDidError: async ({ request }: { request: Request }) =>
    (await mirrorRedirect(request, here)) ?? (await offline(request)),
});
