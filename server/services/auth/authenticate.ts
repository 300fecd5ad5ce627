import type { AppContext } from '@/server/app-context';
import type { Session, User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { findLiveSession } from './find-live-session';
import { readAccessToken } from './tokens';

export type Auth = { user: User; session: Session; tokenExpiresAt: Date };

/** Resolves a bearer token to its live session and user; anything else is a 401. */
export async function authenticate(ctx: AppContext, token: string | null): Promise<Auth> {
  if (!token) throw AppError.unauthorized();
  const claims = await readAccessToken(ctx, token);
  if (!claims) throw AppError.unauthorized();
  const live = await findLiveSession(ctx, claims.sessionId);
  if (!live || live.user.id !== claims.userId) throw AppError.unauthorized();
  return { ...live, tokenExpiresAt: claims.expiresAt };
}
