import { and, eq } from 'drizzle-orm';
import { effectiveMarketStatus } from '@/lib/sports/market-status';
import { marketKey } from '@/lib/sports/specifiers';
import type { Db } from '@/server/db/client';
import { sportAudit, sportMarkets, sportProducers, type SportMarket } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import type { ProducerId } from '@/lib/sports/feed-messages';
import type { Applied, FeedCtx } from '../feed/feed-handler';
import { settleTickets } from '../settlement/settle-tickets';

export type MarketAction = {
  eventId: string;
  typeId: number;
  specKey: string;
  reason: string;
};

/** The market an operator names, locked for the action; 404 when the line has no such market. */
export async function lockOperatorMarket(db: Db, input: MarketAction) {
  const [market] = await db
    .select()
    .from(sportMarkets)
    .where(
      and(
        eq(sportMarkets.eventId, input.eventId),
        eq(sportMarkets.typeId, input.typeId),
        eq(sportMarkets.specKey, input.specKey),
      ),
    )
    .for('update');
  if (!market) throw AppError.of('not_found', 404);
  return market;
}

/** The action in `sport_audit`, in the action's transaction. */
export async function audit(
  ctx: FeedCtx,
  action: string,
  input: MarketAction,
  details: Record<string, unknown> = {},
) {
  await ctx.db.insert(sportAudit).values({
    action,
    eventId: input.eventId,
    typeId: input.typeId,
    specKey: input.specKey,
    details,
    reason: input.reason,
    createdAt: ctx.clock.now(),
  });
}

/** What the operator sees after the action: the market as a player sees it now. */
export async function marketAnswer(db: Db, input: MarketAction, ticketsSettled: number) {
  const [market] = await db
    .select()
    .from(sportMarkets)
    .where(
      and(
        eq(sportMarkets.eventId, input.eventId),
        eq(sportMarkets.typeId, input.typeId),
        eq(sportMarkets.specKey, input.specKey),
      ),
    );
  const row = market as SportMarket;
  const [producer] = await db
    .select({ up: sportProducers.up })
    .from(sportProducers)
    .where(eq(sportProducers.id, row.producer));
  return {
    key: marketKey(row),
    status: effectiveMarketStatus(row, producer?.up ?? true),
    held_by_operator: row.heldByOperator,
    version: row.version,
    tickets_settled: ticketsSettled,
  };
}

/**
 * Runs a feed handler on the operator's behalf, as the market's producer at the later of now
 * and the market's last feed time, audited in the same transaction; the tickets are settled
 * after the commit, exactly as for the feed's own message.
 */
export async function asFeed(
  ctx: FeedCtx,
  input: MarketAction,
  action: string,
  details: Record<string, unknown>,
  run: (txCtx: FeedCtx, producer: ProducerId, timestamp: number) => Promise<Applied>,
) {
  const applied = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const market = await lockOperatorMarket(tx, input);
    await audit(txCtx, action, input, details);
    const timestamp = Math.max(ctx.clock.now().getTime(), market.lastTs);
    return run(txCtx, market.producer as ProducerId, timestamp);
  });
  await settleTickets(ctx, applied.tickets);
  return {
    market: await marketAnswer(ctx.db, input, applied.tickets.length),
    changes: applied.changes,
  };
}
