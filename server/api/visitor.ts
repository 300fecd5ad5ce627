import type { User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { authenticate } from '@/server/services/auth/authenticate';
import { visitorCountry } from '@/server/services/geo/locate-visitor';
import { bearerToken, requestClient, type ApiContext } from './env';

/**
 * The visitor's country (ISO alpha-2) for rules narrower than the site's geo block: the trusted
 * proxy's header (only from a trusted peer, as `GET /geo_ip` reads it), else the IP table.
 */
export function requestCountry(c: ApiContext): Promise<string | null> {
  const { address, peerTrusted } = requestClient(c);
  const header = peerTrusted ? c.req.header(c.var.ctx.config.geo.countryHeader) : undefined;
  return visitorCountry({ ip: address, countryHeader: header });
}

/**
 * The signed-in player of a public operation, or null: a guest, or a stale token, sees what any
 * guest sees (the page must not fail for an expired session).
 */
export async function optionalPlayer(c: ApiContext): Promise<User | null> {
  const token = bearerToken(c);
  if (!token) return null;
  try {
    return (await authenticate(c.var.ctx, token)).user;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
