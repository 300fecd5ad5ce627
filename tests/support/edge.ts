import { NextRequest, type NextResponse } from 'next/server';
import type { z } from '@/lib/zod';
import { readEdgeAnswer, type EdgeApi } from '@/lib/edge/edge-api';
import { visitReportCache } from '@/lib/edge/steps/campaign-capture';
import { geoCache } from '@/lib/edge/steps/geo-check';
import { mirrorRedirectCache, mirrorVisitCache } from '@/lib/edge/steps/mirror-redirect';
import { mirrorOriginsCache } from '@/lib/edge/mirror-origins';
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

/** What the fake API answers to a call: a status and a JSON body, before the client reads it. */
type RawAnswer = { status: number; body: unknown };
type Handler = (input: { query: URLSearchParams; body: unknown }) => RawAnswer;

/**
 * An API whose answers the test names by `METHOD path`; unknown calls throw like a network error.
 * Answers are read as the real client reads them: an error status without its body, a success
 * parsed by the call's answer schema (a body outside it throws).
 */
export function fakeEdgeApi(handlers: Record<string, Handler | RawAnswer>) {
  const calls: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  async function answer<S extends z.AnySchema>(
    method: string,
    fullPath: string,
    schema: S,
    body?: unknown,
  ) {
    const [path = '', search] = fullPath.split('?');
    const query = new URLSearchParams(search);
    calls.push({ method, path, query, body });
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new TypeError(`fetch failed: ${method} ${path}`);
    const raw = typeof handler === 'function' ? handler({ query, body }) : handler;
    return readEdgeAnswer(fullPath, schema, raw.status, raw.body);
  }
  const api: EdgeApi = {
    get: (path, schema, query) =>
      answer('GET', query ? `${path}?${new URLSearchParams(query)}` : path, schema),
    post: (path, schema, body) => answer('POST', path, schema, body),
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
    mirrorVisitCache,
    mirrorOriginsCache,
    promoCheckCache,
    redirectLookupCache,
    singleSignOnCache,
    visitReportCache,
  ]) {
    cache.clear();
  }
}
