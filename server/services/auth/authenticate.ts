import type { AppContext } from '@/server/app-context';
import type { Session, User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { assertAccountAllows } from '@/server/services/users/account-guard';
import { findLiveSessionCached } from '@/server/services/sessions/session-cache';
import { readAccessTokenCached } from './tokens';

export type Auth = { user: User; session: Session; tokenExpiresAt: Date };

/**
 * Resolves a bearer token to its live session and user; anything else is a 401. The session is
 * trusted for `SESSION_CACHE_S` once found: a revocation elsewhere takes that long to bite. An
 * account whose state refuses signing in (blocked, closed) is a 403 with the state's code.
 */
export async function authenticate(ctx: AppContext, token: string | null): Promise<Auth> {
  if (!token) throw AppError.unauthorized();
  const claims = await readAccessTokenCached(ctx, token);
  if (!claims) throw AppError.unauthorized();
  const live = await findLiveSessionCached(ctx, claims.sessionId);
  if (!live || live.user.id !== claims.userId) throw AppError.unauthorized();
  assertAccountAllows(live.user, 'sign_in', 403, ctx.clock.now());
  return { ...live, tokenExpiresAt: claims.expiresAt };
}
