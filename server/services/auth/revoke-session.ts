import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { sessions } from '@/server/db/schema';
import { forgetSession, forgetSessions } from '@/server/services/sessions/session-cache';

/** Logout: the session's tokens stop working at once, refresh included. */
export async function revokeSession(ctx: Pick<AppContext, 'db' | 'clock'>, sessionId: string) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  forgetSession(ctx.db, sessionId);
}

/** After a password change or reset: every other device signs in again. */
export async function revokeOtherSessions(
  ctx: Pick<AppContext, 'clock'> & { db: Db },
  userId: number,
  keepSessionId: string | null,
) {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
  forgetSessions(ctx.db, userId);
}
