import { and, eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { sportTickets, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { isUuid } from '@/server/lib/uuid';
import { serializeTicket } from './serialize-ticket';

/** One of the player's tickets; someone else's is not found. */
export async function findOwnTicket(ctx: Pick<AppContext, 'db'>, user: User, id: string) {
  if (!isUuid(id)) throw AppError.of('not_found', 404);
  const [ticket] = await ctx.db
    .select()
    .from(sportTickets)
    .where(and(eq(sportTickets.id, id.toLowerCase()), eq(sportTickets.userId, user.id)));
  if (!ticket) throw AppError.of('not_found', 404);
  return ticket;
}

/** `GET /sports/tickets/{id}`. */
export async function getTicket(ctx: Pick<AppContext, 'db'>, user: User, id: string) {
  return serializeTicket(ctx.db, await findOwnTicket(ctx, user, id));
}
