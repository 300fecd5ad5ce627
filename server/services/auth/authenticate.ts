import type { AppContext } from '@/server/app-context';
import type { Session, User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { findLiveSessionCached } from './session-cache';
import { readAccessTokenCached } from './tokens';

export type Auth = { user: User; session: Session; tokenExpiresAt: Date };

/**
 * Resolves a bearer token to its live session and user; anything else is a 401. The session is
 * trusted for `SESSION_CACHE_S` once found: a revocation elsewhere takes that long to bite.
 */
export async function authenticate(ctx: AppContext, token: string | null): Promise<Auth> {
  if (!token) throw AppError.unauthorized();
  const claims = await readAccessTokenCached(ctx, token);
  if (!claims) throw AppError.unauthorized();
  const live = await findLiveSessionCached(ctx, claims.sessionId);
  if (!live || live.user.id !== claims.userId) throw AppError.unauthorized();
  return { ...live, tokenExpiresAt: claims.expiresAt };
}
