import { and, eq } from 'drizzle-orm';
import { MARKET_STATUS } from '@/lib/sports/feed-messages';
import { specKey } from '@/lib/sports/specifiers';
import { sportMarketCancels, sportMarkets, type SportMarket } from '@/server/db/schema';
import type { FeedCtx, FeedHandler } from './feed-handler';
import { LineChangeSet } from './line-change-set';
import { lockMarket, marketKeysOf, producerUpOf, ticketsOnMarkets } from './market-rows';

const toDate = (ms: number | undefined) => (ms === undefined ? null : new Date(ms));

/** Sets a market's status (and its version) when it changes; reports it. */
export async function setMarketStatus(
  ctx: FeedCtx,
  market: SportMarket,
  status: number,
  changes: LineChangeSet,
) {
  if (market.status === status) return;
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
}

/**
 * Records a cancel window on a market: the tickets accepted inside it have their leg void
 * (settlement reads the windows); without a window the whole market is cancelled.
 */
export async function cancelMarket(
  ctx: FeedCtx,
  market: SportMarket,
  window: { startTime?: number; endTime?: number; voidReason?: number },
  changes: LineChangeSet,
) {
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
    await setMarketStatus(ctx, market, MARKET_STATUS.cancelled, changes);
  }
}

/**
 * `bet_cancel`: voids the bets placed inside [start, end] on each market (research A5: only
 * those, compared by their acceptance time); a cancel without a window cancels the market.
 */
export const applyBetCancel: FeedHandler<'bet_cancel'> = {
  async apply(ctx, message) {
    const changes = new LineChangeSet(await producerUpOf(ctx.db));
    const touched: { typeId: number; specKey: string }[] = [];
    for (const feed of message.markets) {
      const market = await lockMarket(ctx.db, message.eventId, feed);
      if (!market) continue;
      touched.push({ typeId: feed.typeId, specKey: specKey(feed.specifiers) });
      await cancelMarket(
        ctx,
        market,
        { startTime: message.startTime, endTime: message.endTime, voidReason: feed.voidReason },
        changes,
      );
    }
    const tickets = await ticketsOnMarkets(ctx.db, message.eventId, touched);
    return { outcome: 'applied', changes: changes.list(), tickets };
  },
  tickets: (ctx, message) =>
    ticketsOnMarkets(ctx.db, message.eventId, marketKeysOf(message.markets)),
};
