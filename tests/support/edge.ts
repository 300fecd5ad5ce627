import { NextRequest, type NextResponse } from 'next/server';
import type { EdgeAnswer, EdgeApi } from '@/lib/edge/edge-api';
import { geoCache } from '@/lib/edge/steps/geo-check';
import { mirrorRedirectCache } from '@/lib/edge/steps/mirror-redirect';
import { promoCheckCache } from '@/lib/edge/steps/promo-check';
import { redirectLookupCache } from '@/lib/edge/steps/redirect-lookup';
import { singleSignOnCache } from '@/lib/edge/steps/single-sign-on';
import { createEdgeContext } from '@/lib/edge/types';

/** A real NextRequest for a page address, with headers and cookies. */
export function edgeRequest(
  url: string,
  {
    headers = {},
    cookies = {},
  }: { headers?: Record<string, string>; cookies?: Record<string, string> } = {},
) {
  const full = new URL(url, 'https://casino.example');
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return new NextRequest(full, {
    headers: { host: full.host, ...headers, ...(cookie && { cookie }) },
  });
}

type Handler = (input: { query: URLSearchParams; body: unknown }) => EdgeAnswer<unknown>;

/** An API whose answers the test names by `METHOD path`; unknown calls throw like a network error. */
export function fakeEdgeApi(handlers: Record<string, Handler | EdgeAnswer<unknown>>) {
  const calls: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  function answer(method: string, fullPath: string, body?: unknown) {
    const [path = '', search] = fullPath.split('?');
    const query = new URLSearchParams(search);
    calls.push({ method, path, query, body });
    const handler = handlers[`${method} ${path}`];
    if (!handler) return Promise.reject(new TypeError(`fetch failed: ${method} ${path}`));
    return Promise.resolve(typeof handler === 'function' ? handler({ query, body }) : handler);
  }
  const api: EdgeApi = {
    get: <T>(path: string, query?: Record<string, string>) =>
      answer('GET', query ? `${path}?${new URLSearchParams(query)}` : path) as Promise<
        EdgeAnswer<T>
      >,
    post: <T>(path: string, body: unknown) => answer('POST', path, body) as Promise<EdgeAnswer<T>>,
  };
  return { api, calls };
}

/** A context for one step, with background work collected so tests can await it. */
export function edgeContext(
  request: NextRequest,
  api: EdgeApi = fakeEdgeApi({}).api,
  { isDevelopment = false } = {},
) {
  const pending: Promise<unknown>[] = [];
  const context = createEdgeContext(request, {
    api,
    isDevelopment,
    background: (promise) => pending.push(promise),
  });
  return Object.assign(context, { settled: () => Promise.all(pending) });
}

/** A Set-Cookie of the answer, parsed. */
export function setCookie(response: NextResponse | Response, name: string) {
  const header = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  if (!header) return undefined;
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const maxAge = attributes.find((part) => /^max-age=/i.test(part));
  return {
    value: decodeURIComponent(pair.slice(name.length + 1)),
    maxAge: maxAge ? Number(maxAge.split('=')[1]) : undefined,
    raw: header,
  };
}

export function clearEdgeCaches() {
  for (const cache of [
    geoCache,
    mirrorRedirectCache,
    promoCheckCache,
    redirectLookupCache,
    singleSignOnCache,
  ]) {
    cache.clear();
  }
}
