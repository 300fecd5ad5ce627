import { and, eq } from 'drizzle-orm';
import { MARKET_STATUS } from '@/lib/sports/feed-messages';
import { marketKey } from '@/lib/sports/specifiers';
import { sportMarketCancels, sportMarkets, type SportMarket } from '@/server/db/schema';
import type { FeedCtx, FeedHandler } from './feed-handler';
import { LineChangeSet } from './line-change-set';
import {
  lockMarkets,
  marketKeyOf,
  marketKeysOf,
  producerUpOf,
  ticketsOnMarkets,
} from './market-rows';

const toDate = (ms: number | undefined) => (ms === undefined ? null : new Date(ms));

/** Sets a market's status (and its version) when it changes; reports it. Answers the row now. */
export async function setMarketStatus(
  ctx: FeedCtx,
  market: SportMarket,
  status: number,
  changes: LineChangeSet,
): Promise<SportMarket> {
  if (market.status === status) return market;
  const [row] = await ctx.db
    .update(sportMarkets)
    .set({ status, version: market.version + 1, updatedAt: ctx.clock.now() })
    .where(
      and(
        eq(sportMarkets.eventId, market.eventId),
        eq(sportMarkets.typeId, market.typeId),
        eq(sportMarkets.specKey, market.specKey),
      ),
    )
    .returning();
  changes.market(row!);
  return row!;
}

/**
 * Records a cancel window on a market: the tickets accepted inside it have their leg void
 * (settlement reads the windows); without a window the whole market is cancelled. Answers the
 * market's row now.
 */
export async function cancelMarket(
  ctx: FeedCtx,
  market: SportMarket,
  window: { startTime?: number; endTime?: number; voidReason?: number },
  changes: LineChangeSet,
): Promise<SportMarket> {
  await ctx.db.insert(sportMarketCancels).values({
    eventId: market.eventId,
    typeId: market.typeId,
    specKey: market.specKey,
    startTime: toDate(window.startTime),
    endTime: toDate(window.endTime),
    voidReason: window.voidReason ?? null,
    createdAt: ctx.clock.now(),
  });
  if (window.startTime === undefined && window.endTime === undefined) {
    return setMarketStatus(ctx, market, MARKET_STATUS.cancelled, changes);
  }
  return market;
}

/**
 * `bet_cancel`: voids the bets placed inside [start, end] on each market (research A5: only
 * those, compared by their acceptance time); a cancel without a window cancels the market.
 */
export const applyBetCancel: FeedHandler<'bet_cancel'> = {
  async apply(ctx, message) {
    const changes = new LineChangeSet(await producerUpOf(ctx.db));
    const touched: { typeId: number; specKey: string }[] = [];
    const markets = await lockMarkets(ctx.db, message.eventId, marketKeysOf(message.markets));
    for (const feed of message.markets) {
      const id = marketKey({ eventId: message.eventId, ...marketKeyOf(feed) });
      const market = markets.get(id);
      if (!market) continue;
      touched.push(marketKeyOf(feed));
      const row = await cancelMarket(
        ctx,
        market,
        { startTime: message.startTime, endTime: message.endTime, voidReason: feed.voidReason },
        changes,
      );
      markets.set(id, row);
    }
    const tickets = await ticketsOnMarkets(ctx.db, message.eventId, touched);
    return { outcome: 'applied', changes: changes.list(), tickets };
  },
  tickets: (ctx, message) =>
    ticketsOnMarkets(ctx.db, message.eventId, marketKeysOf(message.markets)),
};
