import { compactVerify, errors, jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '@/server/app-context';
import { createRecentCache, type RecentCache } from '@/server/lib/recent-cache';

const ALGORITHM = 'HS256';
const ISSUER = 'arcada-api';

/** Sessions are named by UUIDs; a signed token naming anything else is malformed. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type AccessTokenClaims = { sessionId: string; userId: number; expiresAt: Date };

/** A short-lived bearer token naming the session; the session row decides whether it still counts. */
export async function signAccessToken(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  session: { id: string; userId: number },
) {
  const issuedAt = Math.floor(ctx.clock.now().getTime() / 1000);
  return new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuer(ISSUER)
    .setSubject(String(session.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ctx.config.accessTokenTtlS)
    .sign(ctx.config.authSecret);
}

/**
 * Reads a bearer token. Returns null when it is malformed, tampered with or (unless
 * `allowExpired`, which refresh uses) expired.
 */
export async function readAccessToken(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  token: string,
  { allowExpired = false } = {},
): Promise<AccessTokenClaims | null> {
  try {
    const payload = allowExpired
      ? await verifiedPayloadIgnoringExpiry(ctx, token)
      : (
          await jwtVerify(token, ctx.config.authSecret, {
            algorithms: [ALGORITHM],
            issuer: ISSUER,
            currentDate: ctx.clock.now(),
          })
        ).payload;
    const userId = Number(payload.sub);
    const { sid, exp } = payload;
    if (typeof sid !== 'string' || !UUID.test(sid)) return null;
    if (!Number.isSafeInteger(userId) || typeof exp !== 'number') return null;
    return { sessionId: sid, userId, expiresAt: new Date(exp * 1000) };
  } catch (error) {
    // A signature that checks over a payload that is not the JSON we sign is no token of ours.
    const malformed = error instanceof TypeError || error instanceof SyntaxError;
    if (error instanceof errors.JOSEError || malformed) return null;
    throw error;
  }
}

async function verifiedPayloadIgnoringExpiry(ctx: Pick<AppContext, 'config'>, token: string) {
  const { payload, protectedHeader } = await compactVerify(token, ctx.config.authSecret, {
    algorithms: [ALGORITHM],
  });
  if (protectedHeader.alg !== ALGORITHM) return {};
  const claims: unknown = JSON.parse(new TextDecoder().decode(payload));
  if (typeof claims !== 'object' || claims === null) return {};
  const { iss } = claims as { iss?: unknown };
  return iss === ISSUER ? (claims as { sid?: unknown; sub?: string; exp?: unknown }) : {};
}

/** Tokens checked lately, per secret: the same string needs no second HMAC within the window. */
const verified = new WeakMap<Uint8Array, RecentCache<AccessTokenClaims>>();
/** Seconds a checked token is remembered; its expiry still applies on every use. */
const VERIFIED_TOKEN_S = 5;
const MAX_VERIFIED = 50_000;

/**
 * `readAccessToken` for a bearer request, remembering for a few seconds what a token string
 * said: checking the signature was a tenth of a bet's CPU (issue 15). A token is its own proof,
 * so the same string under the same secret says the same; expiry is checked against the clock
 * each time, and a tampered token is another string.
 */
export async function readAccessTokenCached(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  token: string,
): Promise<AccessTokenClaims | null> {
  let cache = verified.get(ctx.config.authSecret);
  if (!cache) verified.set(ctx.config.authSecret, (cache = createRecentCache(MAX_VERIFIED)));
  const now = ctx.clock.now().getTime();
  return cache.get(token, {
    now,
    ttlMs: VERIFIED_TOKEN_S * 1000,
    holds: (claims) => claims.expiresAt.getTime() > now,
    load: () => readAccessToken(ctx, token),
  });
}
