import { eq } from 'drizzle-orm';
import { SESSION_TTL_S } from '@/lib/constants/auth';
import type { AppContext } from '@/server/app-context';
import { sessions } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { assertAccountAllows } from '@/server/services/users/account-guard';
import { findUserById } from '@/server/services/users/find-user';
import { findLiveSession } from '@/server/services/sessions/find-live-session';
import { readAccessToken, signAccessToken } from './tokens';

/**
 * A new access token for a genuine token whose session is still alive, expired or not.
 * A tampered token or a revoked or ended session is a 401: the client then logs out; a 403
 * `account_blocked`/`account_closed` when the account's state ended it, a 401
 * `session_time_limit` when the player's session time limit did (the client says so).
 */
export async function refreshAccessToken(ctx: AppContext, token: string | null) {
  if (!token) throw AppError.unauthorized();
  const claims = await readAccessToken(ctx, token, { allowExpired: true });
  if (!claims) throw AppError.unauthorized();
  const live = await findLiveSession(ctx, claims.sessionId);
  if (!live || live.user.id !== claims.userId) {
    // A session a block or a closure ended: the genuine token's holder learns why.
    const account = await findUserById(ctx, claims.userId);
    if (account) assertAccountAllows(account, 'sign_in', 403, ctx.clock.now());
    // A session the player's own session time limit ended (issue 34): the browser says so.
    if (await endedByTimeLimit(ctx, claims.sessionId)) {
      throw AppError.of('session_time_limit', 401);
    }
    throw AppError.unauthorized();
  }
  assertAccountAllows(live.user, 'sign_in', 403, ctx.clock.now());
  return signAccessToken(ctx, live.session);
}

/** A session that ran out before its full term, unrevoked: the session time limit ended it. */
async function endedByTimeLimit(ctx: AppContext, sessionId: string) {
  const [row] = await ctx.db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return (
    !!row &&
    !row.revokedAt &&
    row.expiresAt.getTime() <= ctx.clock.now().getTime() &&
    row.expiresAt.getTime() - row.createdAt.getTime() < SESSION_TTL_S * 1000
  );
}
