import { and, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ticketsQuerySchema } from '@/lib/schemas/sports';
import type { AppContext } from '@/server/app-context';
import { sportTickets, type TicketStatus, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { isUuid } from '@/server/lib/uuid';
import { serializeTickets } from './serialize-ticket';

type Query = z.output<typeof ticketsQuerySchema>;

const DEFAULT_LIMIT = 20;

/** The statuses each filter shows: open takes the tickets waiting through a live delay too. */
const STATUSES: Record<NonNullable<Query['status']>, TicketStatus[] | null> = {
  open: ['pending', 'open'],
  settled: ['settled', 'rejected'],
  cashed_out: ['cashed_out'],
  all: null,
};

/** The cursor after a ticket: its placing time and id, so equal times keep their order. */
const cursorOf = (ticket: { placedAt: Date; id: string }) =>
  `${ticket.placedAt.getTime()}_${ticket.id}`;

function readCursor(cursor: string): { placedAt: Date; id: string } {
  const [at, id] = cursor.split('_');
  const placedAt = new Date(/^\d{1,15}$/.test(at ?? '') ? Number(at) : Number.NaN);
  if (!id || !isUuid(id) || Number.isNaN(placedAt.getTime())) {
    throw AppError.field('before', 'invalid_value');
  }
  return { placedAt, id };
}

/** The player's tickets, newest first, a page at a time (`next` continues after the last). */
export async function listTickets(ctx: Pick<AppContext, 'db'>, user: User, query: Query) {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const statuses = STATUSES[query.status ?? 'all'];
  const filters: (SQL | undefined)[] = [eq(sportTickets.userId, user.id)];
  if (statuses) filters.push(inArray(sportTickets.status, statuses));
  if (query.before) {
    const after = readCursor(query.before);
    filters.push(
      or(
        lt(sportTickets.placedAt, after.placedAt),
        and(eq(sportTickets.placedAt, after.placedAt), lt(sportTickets.id, after.id)),
      ),
    );
  }
  const rows = await ctx.db
    .select()
    .from(sportTickets)
    .where(and(...filters))
    .orderBy(desc(sportTickets.placedAt), desc(sportTickets.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    tickets: await serializeTickets(ctx.db, page),
    next: rows.length > limit ? cursorOf(page[page.length - 1]!) : null,
  };
}
