import { desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { sportEvents, sportTicketLegs, sportTickets } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { serializeTickets } from './serialize-ticket';

/** The tickets with a leg on an event. */
export async function eventTicketRows(ctx: Pick<AppContext, 'db'>, eventId: string) {
  const [event] = await ctx.db
    .select({ id: sportEvents.id })
    .from(sportEvents)
    .where(eq(sportEvents.id, eventId));
  if (!event) throw AppError.of('not_found', 404);
  const ids = ctx.db
    .selectDistinct({ id: sportTicketLegs.ticketId })
    .from(sportTicketLegs)
    .where(eq(sportTicketLegs.eventId, eventId));
  return ctx.db
    .select()
    .from(sportTickets)
    .where(inArray(sportTickets.id, ids))
    .orderBy(desc(sportTickets.placedAt), desc(sportTickets.id));
}

/** `GET /operator/sports/events/{id}/tickets`: every ticket on the event, its player named. */
export async function eventTickets(ctx: Pick<AppContext, 'db'>, eventId: string) {
  const rows = await eventTicketRows(ctx, eventId);
  const views = await serializeTickets(ctx.db, rows);
  return { tickets: views.map((view, i) => ({ ...view, user_id: rows[i]!.userId })) };
}
