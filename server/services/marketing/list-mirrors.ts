import { asc } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { mirrors } from '@/server/db/schema';

/** Every mirror for the back office, by domain: an operator keeps tens of them, not thousands. */
export async function listMirrors(ctx: { db: Db }) {
  const rows = await ctx.db.select().from(mirrors).orderBy(asc(mirrors.domain));
  return rows.map((row) => ({
    domain: row.domain,
    status: row.status,
    new_link: row.newLink,
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}
