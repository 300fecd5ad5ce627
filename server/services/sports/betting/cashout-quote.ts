import { randomUUID } from 'node:crypto';
import { CASHOUT_QUOTE_TTL_MS } from '@/lib/constants/sports';
import { toMajor } from '@/lib/money/units';
import type { CashoutQuote } from '@/lib/schemas/sports';
import type { AppContext } from '@/server/app-context';
import { sportCashouts, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { currentCashoutOffer, soldStake } from './cashout-offer';
import { findOwnTicket } from './get-ticket';

/**
 * A cash-out quote for `percent` of an open ticket's open stake (all by default): the offer now,
 * stored for CASHOUT_QUOTE_TTL_MS as a `sport_cashouts` row the player may accept. 409
 * `cashout_unavailable` when the ticket is not open or nothing can be offered.
 */
export async function quoteCashout(
  ctx: AppContext,
  user: User,
  ticketId: string,
  percent = 100,
): Promise<CashoutQuote> {
  await hitRateLimit(ctx, `sports:cashout:user:${user.id}`, LIMITS.sportCashoutByUser);
  const ticket = await findOwnTicket(ctx, user, ticketId);
  if (ticket.status !== 'open') throw AppError.of('cashout_unavailable', 409);
  const stake = soldStake(ticket, percent);
  if (stake <= 0) throw AppError.of('cashout_unavailable', 409);
  const offer = await currentCashoutOffer(ctx, ticket, stake, { lock: false });
  const now = ctx.clock.now();
  const [quote] = await ctx.db
    .insert(sportCashouts)
    .values({
      id: randomUUID(),
      ticketId: ticket.id,
      userId: user.id,
      seq: 0,
      fractionE4: Math.round((stake * 10_000) / ticket.openStakeMinor),
      stakeMinor: stake,
      offerMinor: offer,
      status: 'quoted',
      createdAt: now,
      expiresAt: new Date(now.getTime() + CASHOUT_QUOTE_TTL_MS),
    })
    .returning();
  return {
    quote_id: quote!.id,
    ticket_id: ticket.id,
    percent,
    stake: toMajor(stake),
    offer: toMajor(offer),
    expires_at: quote!.expiresAt.toISOString(),
  };
}
