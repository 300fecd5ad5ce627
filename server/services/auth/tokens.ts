import { compactVerify, errors, jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '@/server/app-context';

const ALGORITHM = 'HS256';
const ISSUER = 'arcada-api';

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
    if (typeof payload.sid !== 'string' || !Number.isSafeInteger(userId) || !payload.exp)
      return null;
    return { sessionId: payload.sid, userId, expiresAt: new Date(payload.exp * 1000) };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

async function verifiedPayloadIgnoringExpiry(ctx: Pick<AppContext, 'config'>, token: string) {
  const { payload, protectedHeader } = await compactVerify(token, ctx.config.authSecret, {
    algorithms: [ALGORITHM],
  });
  if (protectedHeader.alg !== ALGORITHM) return {};
  const claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
  return claims.iss === ISSUER ? (claims as { sid?: unknown; sub?: string; exp?: number }) : {};
}
