import { Hono, type Context } from 'hono';
import { AppError } from '@/server/lib/app-error';
import { isUnstorable } from '@/server/lib/text';
import type { AppContext } from '@/server/app-context';
import type { Auth } from '@/server/services/auth/authenticate';
import type { RequestMeta } from '@/server/services/auth/create-session';

/**
 * What every handler finds on `c.var`: the services' context, the request's id (logs, the
 * `X-Request-Id` answer header) and, for operations with `auth: 'bearer'`, the session.
 */
export type ApiEnv = { Variables: { ctx: AppContext; requestId: string; auth: Auth } };

export const router = () => new Hono<ApiEnv>();

export type ApiContext = Context<ApiEnv>;

/**
 * The client address: the first X-Forwarded-For hop when a trusted proxy sets it (Next, a
 * load balancer), else the socket's address under `npm run api`.
 */
export function clientIp(c: ApiContext): string {
  if (c.var.ctx.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
    const real = c.req.header('x-real-ip')?.trim();
    if (real) return real.slice(0, 64);
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

export function requestMeta(c: ApiContext): RequestMeta {
  return { ip: clientIp(c), userAgent: c.req.header('user-agent') ?? null };
}

/** The `Region` header (spec §7) when it names a region we serve. */
export function requestRegion(c: ApiContext): 'RU' | 'KZ' | null {
  const region = c.req.header('region')?.toUpperCase();
  return region === 'RU' || region === 'KZ' ? region : null;
}

/** The bearer token of `Authorization: Bearer …`, if any. */
export function bearerToken(c: ApiContext): string | null {
  const header = c.req.header('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * A parameter of the matched route's path (`/:id`); Hono sets every one the path declares. Text
 * no record can be named by (a NUL, half a surrogate pair) names nothing: 404.
 */
export function pathParam(c: ApiContext, name: string): string {
  const value = c.req.param(name) ?? '';
  if (isUnstorable(value)) throw AppError.of('not_found', 404);
  return value;
}
