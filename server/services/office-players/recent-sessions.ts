import { desc, eq } from 'drizzle-orm';
import { PLAYER_SESSIONS_SHOWN } from '@/lib/constants/office-players';
import type { Db } from '@/server/db/client';
import { sessions } from '@/server/db/schema';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The player's latest sign-ins, newest first: when, from where, with what (`sessions_user_id_idx`). */
export async function recentSessions(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(PLAYER_SESSIONS_SHOWN);
  return rows.map((row) => ({
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: iso(row.revokedAt),
    ip: row.ip,
    country: row.country,
    user_agent: row.userAgent,
  }));
}
