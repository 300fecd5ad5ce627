import { Hono, type Context } from 'hono';
import { resolveClientAddress, type ClientAddress } from '@/lib/net/client-address';
import { AppError } from '@/server/lib/app-error';
import { isUnstorable } from '@/server/lib/text';
import type { AppContext } from '@/server/app-context';
import type { Auth } from '@/server/services/auth/authenticate';
import type { RequestMeta } from '@/server/services/auth/create-session';
import type { StaffActor } from '@/server/services/staff/actor';

/**
 * What every handler finds on `c.var`: the services' context, the request's id (logs, the
 * `X-Request-Id` answer header), for operations with `auth: 'bearer'` the session, and for staff
 * operations the staff member or the service acting.
 */
export type ApiEnv = {
  Variables: { ctx: AppContext; requestId: string; auth: Auth; staff: StaffActor };
};

export const router = () => new Hono<ApiEnv>();

export type ApiContext = Context<ApiEnv>;

/**
 * The client and whether the nearest hop is a trusted proxy (lib/net/client-address.ts). The
 * chain is X-Forwarded-For, then the socket's peer under `npm run api`; mounted in Next there is
 * no socket here, and the site server (site-server/) has appended the peer to X-Forwarded-For.
 */
export function requestClient(c: ApiContext): ClientAddress {
  const { proxy } = c.var.ctx.config;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return resolveClientAddress(
    {
      forwardedFor: c.req.header('x-forwarded-for'),
      peer: incoming?.socket?.remoteAddress,
      clientIpHeader: proxy.clientIpHeader && c.req.header(proxy.clientIpHeader),
    },
    proxy,
  );
}

/** The client's address: the rate limits' key, the sessions' and the geo lookup's address. */
export function clientIp(c: ApiContext): string {
  return requestClient(c).address;
}

export function requestMeta(c: ApiContext): RequestMeta {
  const { address, peerTrusted } = requestClient(c);
  return {
    ip: address,
    userAgent: c.req.header('user-agent') ?? null,
    // The trusted proxy's country header, as `GET /geo_ip` reads it.
    countryHeader: peerTrusted ? c.req.header(c.var.ctx.config.geo.countryHeader) : undefined,
  };
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

/** A row's id from the path (an `integer` column): anything but 1…2,147,483,647 is a 404. */
export function idParam(c: ApiContext, name = 'id'): number {
  const id = pathParam(c, name);
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) {
    throw AppError.of('not_found', 404);
  }
  return Number(id);
}
