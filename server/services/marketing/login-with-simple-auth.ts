import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { simpleAuthTokens } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { sha256 } from '@/server/lib/secrets';
import { createSession, type RequestMeta } from '@/server/services/auth/create-session';

/**
 * Trades a one-time simple-auth token for a session (spec §2 server-side simple-auth login) and
 * answers its access token. An unknown, used or expired token is a 422 on `token`. One
 * conditional update uses the token: of two concurrent uses exactly one signs in.
 */
export async function loginWithSimpleAuth(
  ctx: Pick<AppContext, 'config' | 'clock' | 'fetch'> & { db: Db },
  token: string,
  meta: RequestMeta,
) {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(simpleAuthTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(simpleAuthTokens.tokenHash, sha256(token)),
        isNull(simpleAuthTokens.usedAt),
        gt(simpleAuthTokens.expiresAt, now),
      ),
    )
    .returning({ userId: simpleAuthTokens.userId });
  if (!row) throw AppError.field('token', 'invalid_token');
  return createSession(ctx, row.userId, meta);
}
