import type { NextRequest } from 'next/server';
import { apiBaseUrl } from '@/lib/api/base-url';

/** An API answer as the middleware sees it: the status matters (451 geo, 404 promo). */
export type EdgeAnswer<T> = { status: number; body: T };

export type EdgeApi = {
  get<T>(path: string, query?: Record<string, string>): Promise<EdgeAnswer<T>>;
  post<T>(path: string, body: unknown): Promise<EdgeAnswer<T>>;
};

/** A navigation never waits longer than this on one API call; the step is skipped instead. */
export const EDGE_API_TIMEOUT_MS = 1_500;

/** Headers of the visitor the API needs: address, browser, the proxy's country. */
const FORWARDED = ['x-forwarded-for', 'x-real-ip', 'user-agent', 'cf-ipcountry'];

/** Where the middleware reaches the API: `API_INTERNAL_URL`, else the browser's base rule. */
export function edgeApiBase(request: NextRequest) {
  const internal = process.env.API_INTERNAL_URL;
  if (internal) return internal.replace(/\/+$/, '');
  const { protocol, host, hostname, origin } = request.nextUrl;
  return apiBaseUrl({ protocol, host, hostname, origin });
}

/**
 * The API as the middleware calls it: the visitor's forwarded headers, a short timeout, JSON in
 * and out. Only a network failure or a timeout throws; error statuses come back as answers.
 */
export function createEdgeApi(
  request: NextRequest,
  { fetch: fetchImpl = fetch, timeoutMs = EDGE_API_TIMEOUT_MS } = {},
): EdgeApi {
  const base = edgeApiBase(request);
  const headers: Record<string, string> = { accept: 'application/json' };
  const countryHeader = process.env.GEO_COUNTRY_HEADER?.toLowerCase();
  for (const name of countryHeader ? [...FORWARDED, countryHeader] : FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }

  async function call<T>(method: string, path: string, body?: unknown): Promise<EdgeAnswer<T>> {
    const response = await fetchImpl(`${base}/${path.replace(/^\/+/, '')}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed as T };
  }

  return {
    get: (path, query) =>
      call('GET', query ? `${path}?${new URLSearchParams(query).toString()}` : path),
    post: (path, body) => call('POST', path, body),
  };
}
