import type { MiddlewareHandler } from 'hono';
import {
  DATA_CONTENT_SECURITY_POLICY,
  PRIVATE_NO_STORE,
  STRICT_TRANSPORT_SECURITY,
} from '@/lib/security/headers';
import type { AppContext } from '@/server/app-context';
import type { ApiEnv } from './env';

/**
 * The headers of every API answer, errors included, whether Next serves the API or it runs
 * alone (`npm run api`). A route's own choice stands: the HTML pages (the social-login
 * callback, the development provider's form) set their own policy, and public lookups their
 * own caching. Otherwise an answer is data for one caller: nothing stores it, nothing frames
 * it, and it loads nothing.
 */
export const securityHeaders: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  applySecurityHeaders(c.res.headers, c.get('ctx') as AppContext | undefined);
};

/**
 * The same headers on an answer written straight to the socket, which the middleware above
 * never sees (the event stream under `npm run api`).
 */
export function applySecurityHeaders(headers: Headers, ctx: AppContext | undefined) {
  headers.set('X-Content-Type-Options', 'nosniff');
  if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'no-referrer');
  if (!headers.has('Content-Security-Policy')) {
    headers.set('Content-Security-Policy', DATA_CONTENT_SECURITY_POLICY);
  }
  if (headers.getSetCookie().length > 0) headers.set('Cache-Control', PRIVATE_NO_STORE);
  else if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  // The liveness probe answers before the context exists; browsers heed HSTS only over https,
  // so sending it there in development is harmless.
  if (ctx?.config.env !== 'development') {
    headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  }
}
