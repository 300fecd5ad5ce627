import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { MARKET_STATUS } from '@/lib/sports/feed-messages';
import { marketKey } from '@/lib/sports/specifiers';
import { sportMarkets, sportOutcomes } from '@/server/db/schema';
import type { FeedHandler } from './feed-handler';
import { LineChangeSet } from './line-change-set';
import {
  lockMarkets,
  marketKeyOf,
  marketKeysOf,
  producerUpOf,
  ticketsOnMarkets,
} from './market-rows';

/**
 * `rollback_bet_settlement`: the market's results were wrong. They are cleared (each a new
 * `settled_version`), the market waits suspended until the feed says otherwise, and every
 * ticket settled on it is reopened (its payout reversed) by the settlement after the commit.
 */
export const applyRollbackSettlement: FeedHandler<'rollback_bet_settlement'> = {
  async apply(ctx, message) {
    const changes = new LineChangeSet(await producerUpOf(ctx.db));
    const touched: { typeId: number; specKey: string }[] = [];
    const markets = await lockMarkets(ctx.db, message.eventId, marketKeysOf(message.markets));
    for (const feed of message.markets) {
      const id = marketKey({ eventId: message.eventId, ...marketKeyOf(feed) });
      const market = markets.get(id);
      if (!market) continue;
      touched.push({ typeId: market.typeId, specKey: market.specKey });
      await ctx.db
        .update(sportOutcomes)
        .set({
          result: null,
          voidHalves: null,
          deadHeatE4: null,
          certainty: null,
          settledVersion: sql`${sportOutcomes.settledVersion} + 1`,
        })
        .where(
          and(
            eq(sportOutcomes.eventId, market.eventId),
            eq(sportOutcomes.typeId, market.typeId),
            eq(sportOutcomes.specKey, market.specKey),
            isNotNull(sportOutcomes.result),
          ),
        );
      if (market.status === MARKET_STATUS.settled) {
        const [row] = await ctx.db
          .update(sportMarkets)
          .set({
            status: MARKET_STATUS.suspended,
            version: market.version + 1,
            updatedAt: ctx.clock.now(),
          })
          .where(
            and(
              eq(sportMarkets.eventId, market.eventId),
              eq(sportMarkets.typeId, market.typeId),
              eq(sportMarkets.specKey, market.specKey),
            ),
          )
          .returning();
        changes.market(row!);
        markets.set(id, row!);
      }
    }
    const tickets = await ticketsOnMarkets(ctx.db, message.eventId, touched);
    return { outcome: 'applied', changes: changes.list(), tickets };
  },
  tickets: (ctx, message) =>
    ticketsOnMarkets(ctx.db, message.eventId, marketKeysOf(message.markets)),
};
