import type { AppContext } from '@/server/app-context';
import { AppError } from '@/server/lib/app-error';
import { findLiveSession } from './find-live-session';
import { readAccessToken, signAccessToken } from './tokens';

/**
 * A new access token for a genuine token whose session is still alive, expired or not.
 * A tampered token or a revoked or ended session is a 401: the client then logs out.
 */
export async function refreshAccessToken(ctx: AppContext, token: string | null) {
  if (!token) throw AppError.unauthorized();
  const claims = await readAccessToken(ctx, token, { allowExpired: true });
  if (!claims) throw AppError.unauthorized();
  const live = await findLiveSession(ctx, claims.sessionId);
  if (!live || live.user.id !== claims.userId) throw AppError.unauthorized();
  return signAccessToken(ctx, live.session);
}
