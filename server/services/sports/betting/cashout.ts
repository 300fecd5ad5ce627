import { and, eq, sql } from 'drizzle-orm';
import { toMajor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import { sportCashouts, sportTicketLegs, sportTickets, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { trackSportsTicket } from '@/server/services/analytics';
import { isUuid } from '@/server/lib/uuid';
import { userBalances } from '@/server/services/ledger/accounts';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { currentCashoutOffer } from './cashout-offer';
import { readLine } from './read-line';
import { serializeTicket } from './serialize-ticket';
import { payCashout } from './ticket-money';

/**
 * Accepts a cash-out quote. One transaction holds the ticket `FOR UPDATE`, the lock settlement
 * takes too, so exactly one of them wins: a ticket settled first is no longer `open` (409
 * `cashout_unavailable`); one cashed out in full first is skipped by settlement, and a partial
 * sale leaves it the smaller open stake to pay on. The quote must be the ticket's, unused and
 * unexpired (409 `cashout_quote_expired`); the offer is computed again on the line now (read
 * `FOR SHARE`) and the quoted price is paid (`sport-cashout:<ticket>:<seq>`) only if the new
 * offer is at least it (else 409 `cashout_changed`). A full sale makes the ticket `cashed_out`.
 */
export async function acceptCashout(
  ctx: AppContext,
  user: User,
  ticketId: string,
  quoteId: string,
) {
  await hitRateLimit(ctx, `sports:cashout:user:${user.id}`, LIMITS.sportCashoutByUser);
  if (!isUuid(ticketId)) throw AppError.of('not_found', 404);
  const id = ticketId.toLowerCase();
  const { ticket, paid } = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    // The line first, then the ticket: the order settlement takes them in (the feed applier
    // holds a market FOR UPDATE when it locks the tickets on it), so neither waits in a cycle.
    const legs = await tx.select().from(sportTicketLegs).where(eq(sportTicketLegs.ticketId, id));
    await readLine(tx, legs, { lock: true });
    const [ticket] = await tx
      .select()
      .from(sportTickets)
      .where(and(eq(sportTickets.id, id), eq(sportTickets.userId, user.id)))
      .for('update');
    if (!ticket) throw AppError.of('not_found', 404);
    if (ticket.status !== 'open') throw AppError.of('cashout_unavailable', 409);
    const [quote] = await tx
      .select()
      .from(sportCashouts)
      .where(and(eq(sportCashouts.id, quoteId.toLowerCase()), eq(sportCashouts.ticketId, id)))
      .for('update');
    if (
      !quote ||
      quote.status !== 'quoted' ||
      quote.expiresAt.getTime() <= now.getTime() ||
      quote.stakeMinor > ticket.openStakeMinor
    ) {
      throw AppError.of('cashout_quote_expired', 409);
    }
    const offer = await currentCashoutOffer({ ...ctx, db: tx }, ticket, quote.stakeMinor, {
      lock: true,
    });
    if (offer < quote.offerMinor) throw AppError.of('cashout_changed', 409);
    const [{ sold }] = (await tx
      .select({ sold: sql<number>`count(*)::int` })
      .from(sportCashouts)
      .where(and(eq(sportCashouts.ticketId, id), eq(sportCashouts.status, 'accepted')))) as [
      { sold: number },
    ];
    const seq = Number(sold) + 1;
    await payCashout({ ...ctx, db: tx }, ticket, seq, quote.offerMinor);
    await tx
      .update(sportCashouts)
      .set({ status: 'accepted', seq, acceptedAt: now })
      .where(eq(sportCashouts.id, quote.id));
    const open = ticket.openStakeMinor - quote.stakeMinor;
    const [updated] = await tx
      .update(sportTickets)
      .set({
        openStakeMinor: open,
        cashedOutMinor: ticket.cashedOutMinor + quote.offerMinor,
        // What is left rides at the same odds: the potential win shrinks with it.
        potentialMinor: Math.floor((ticket.potentialMinor * open) / ticket.openStakeMinor),
        ...(open === 0 && { status: 'cashed_out' as const, settledAt: now }),
      })
      .where(eq(sportTickets.id, id))
      .returning();
    return { ticket: updated!, paid: quote.offerMinor };
  });
  if (ticket.status === 'cashed_out') {
    trackSportsTicket({ ...ticket, payoutMinor: ticket.payoutMinor + ticket.cashedOutMinor });
  }
  const { real } = await userBalances(ctx.db, user.id, ticket.currency);
  return {
    ticket: await serializeTicket(ctx.db, ticket),
    paid: toMajor(paid),
    balance: toMajor(real),
  };
}
