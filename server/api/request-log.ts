import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { log, withLogContext } from '@/server/lib/log';
import { observeRequest } from '@/server/lib/metrics';
import type { ApiEnv } from './env';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The balancer's probes (liveness, readiness), logged only when they fail. */
const PROBES = new Set(['/api/health', '/api/ready']);

/** An id a proxy in front may have given the request; anything else is replaced by our own. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the caller's `X-Request-Id` when it is a sane token, else a new UUID. */
export function requestIdFrom(header: string | undefined): string {
  return header && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * Gives every request an id (on `c.var.requestId`, on every log line made while it runs, and
 * back in `X-Request-Id`), and logs one access line when it is answered: method, the route's
 * pattern (or the path when no route matched), status and milliseconds. Never the query
 * string, headers or body: they carry tokens, codes and contacts. The same answer is counted
 * in the process's metrics (`server/lib/metrics.ts`).
 */
export const requestLog: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
  c.set('requestId', requestId);
  const started = performance.now();
  await withLogContext({ requestId }, async () => {
    await next();
    c.header(REQUEST_ID_HEADER, requestId);
    const pattern = routePath(c);
    const matched = pattern && !pattern.includes('*') ? pattern : null;
    const ms = performance.now() - started;
    // A balancer asks every second whether the instance is alive and ready: only a failed probe
    // is worth a line.
    const probe = PROBES.has(matched ?? '') && c.res.status < 400;
    (probe ? log.debug : log.info)('request', {
      method: c.req.method,
      route: matched ?? c.req.path.slice(0, 200),
      status: c.res.status,
      ms: Math.round(ms * 10) / 10,
    });
    // The metrics take the pattern only: a path names players, rounds and tokens without end.
    observeRequest({
      operation: matched ?? 'unmatched',
      method: c.req.method,
      status: c.res.status,
      seconds: ms / 1000,
    });
  });
};
