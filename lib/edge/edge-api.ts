import type { NextRequest } from 'next/server';
import type { z } from '@/lib/zod';
import { safeParse } from '@/lib/zod/safe-parse';
import { apiBaseUrl } from '@/lib/api/base-url';
import { forwardedVisitorHeaders } from '@/lib/net/forwarding';

/**
 * An API answer as the middleware sees it. The status matters (451 geo, 404 promo); only a
 * success (2xx) has its body read, parsed by the call's answer schema. An error's body is not
 * read: no step needs it.
 */
export type EdgeAnswer<T> =
  { ok: true; status: number; body: T } | { ok: false; status: number; body: null };

/**
 * Every call names the schema of its success answer (from `lib/schemas/`), the one the API's
 * operation answers with, and resolves to what it parses to.
 */
export type EdgeApi = {
  get<S extends z.AnySchema>(
    path: string,
    answer: S,
    query?: Record<string, string>,
  ): Promise<EdgeAnswer<z.output<S>>>;
  post<S extends z.AnySchema>(
    path: string,
    answer: S,
    body: unknown,
  ): Promise<EdgeAnswer<z.output<S>>>;
};

/** A success whose body is not what its contract says; steps treat it as an unreachable API. */
export class EdgeAnswerError extends Error {
  constructor(path: string, status: number, error: z.core.$ZodError) {
    const fields = error.issues.map(
      (issue) => `${issue.path.join('.') || '(body)'}: ${issue.code}`,
    );
    super(`${path} answered ${status} outside its contract: ${fields.join(', ')}`);
    this.name = 'EdgeAnswerError';
  }
}

/**
 * The answer of a call: an error status as it is, a success with its body parsed by `answer`.
 * A success with another body throws `EdgeAnswerError`, as a network failure throws.
 */
export function readEdgeAnswer<S extends z.AnySchema>(
  path: string,
  answer: S,
  status: number,
  body: unknown,
): EdgeAnswer<z.output<S>> {
  if (status < 200 || status > 299) return { ok: false, status, body: null };
  const parsed = safeParse(answer, body);
  if (!parsed.success) throw new EdgeAnswerError(path, status, parsed.error);
  return { ok: true, status, body: parsed.data };
}

/** A navigation never waits longer than this on one API call; the step is skipped instead. */
export const EDGE_API_TIMEOUT_MS = 1_500;

/** Where the middleware reaches the API: `API_INTERNAL_URL`, else the browser's base rule. */
export function edgeApiBase(request: NextRequest) {
  const internal = process.env.API_INTERNAL_URL;
  if (internal) return internal.replace(/\/+$/, '');
  const { protocol, host, hostname, origin } = request.nextUrl;
  return apiBaseUrl({ protocol, host, hostname, origin });
}

/**
 * The API as the middleware calls it: the visitor's forwarded headers, a short timeout, JSON in
 * and out. A network failure, a timeout or a success outside its contract throws; error
 * statuses come back as answers.
 */
export function createEdgeApi(
  request: NextRequest,
  { fetch: fetchImpl = fetch, timeoutMs = EDGE_API_TIMEOUT_MS } = {},
): EdgeApi {
  const base = edgeApiBase(request);
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...forwardedVisitorHeaders(request),
  };

  async function call<S extends z.AnySchema>(
    method: string,
    path: string,
    answer: S,
    body?: unknown,
  ): Promise<EdgeAnswer<z.output<S>>> {
    // A timer this call owns, cleared when the body is read: a signal of AbortSignal.timeout()
    // that nothing else holds can be collected with its timer, leaving the fetch to wait forever.
    const abort = new AbortController();
    const timer = setTimeout(
      () => abort.abort(new DOMException('The operation timed out', 'TimeoutError')),
      timeoutMs,
    );
    try {
      const response = await fetchImpl(`${base}/${path.replace(/^\/+/, '')}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: abort.signal,
        cache: 'no-store',
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        return readEdgeAnswer(path, answer, response.status, null);
      }
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      return readEdgeAnswer(path, answer, response.status, parsed);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    get: (path, answer, query) =>
      call('GET', query ? `${path}?${new URLSearchParams(query).toString()}` : path, answer),
    post: (path, answer, body) => call('POST', path, answer, body),
  };
}
