import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { sessions, users } from '@/server/db/schema';

/** The session and its user, if the session is neither revoked nor past its 30 days. */
export async function findLiveSession(ctx: Pick<AppContext, 'db' | 'clock'>, sessionId: string) {
  const [row] = await ctx.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, ctx.clock.now()),
      ),
    )
    .limit(1);
  return row ?? null;
}
