import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { protectionEvents } from '@/server/db/schema';
import { readProtection } from './read-protection';

/** A player's protection and its last 200 events, for staff with `players.protection`. */
export async function readProtectionForStaff(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
) {
  const protection = await readProtection(ctx, userId);
  const events = await ctx.db
    .select()
    .from(protectionEvents)
    .where(eq(protectionEvents.userId, userId))
    .orderBy(desc(protectionEvents.at), desc(protectionEvents.id))
    .limit(200);
  return {
    user_id: userId,
    protection,
    events: events.map((event) => ({
      action: event.action,
      actor: event.actor,
      details: event.details,
      at: event.at.toISOString(),
    })),
  };
}
