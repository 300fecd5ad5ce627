import type { AppContext } from '@/server/app-context';
import { AppError } from '@/server/lib/app-error';
import { assertAccountAllows } from '@/server/services/users/account-guard';
import { findUserById } from '@/server/services/users/find-user';
import { findLiveSession } from './find-live-session';
import { readAccessToken, signAccessToken } from './tokens';

/**
 * A new access token for a genuine token whose session is still alive, expired or not.
 * A tampered token or a revoked or ended session is a 401: the client then logs out; a 403
 * `account_blocked`/`account_closed` when the account's state ended it (the client says so).
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
    throw AppError.unauthorized();
  }
  assertAccountAllows(live.user, 'sign_in', 403, ctx.clock.now());
  return signAccessToken(ctx, live.session);
}
