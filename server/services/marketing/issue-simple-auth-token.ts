import { SIMPLE_AUTH_TOKEN_TTL_S } from '@/lib/constants/marketing';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { simpleAuthTokens } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { addSeconds } from '@/server/lib/clock';
import { randomToken, sha256 } from '@/server/lib/secrets';
import { findUserById } from '@/server/services/users/find-user';

/**
 * A one-time sign-in token for the user (spec §5 `simpleAuthToken`), valid `ttlS`. Only its
 * SHA-256 is stored; the raw token goes into the link the operator sends. An unknown user is a
 * 422 on `user_id`.
 */
export async function issueSimpleAuthToken(
  ctx: Pick<AppContext, 'clock'> & { db: Db },
  userId: number,
  ttlS: number = SIMPLE_AUTH_TOKEN_TTL_S,
) {
  if (!(await findUserById(ctx, userId))) throw AppError.field('user_id', 'not_found');
  const now = ctx.clock.now();
  const token = randomToken();
  const expiresAt = addSeconds(now, ttlS);
  await ctx.db
    .insert(simpleAuthTokens)
    .values({ tokenHash: sha256(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}
