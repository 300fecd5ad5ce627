import { and, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { MARKET_STATUS } from '@/lib/sports/feed-messages';
import { marketKey } from '@/lib/sports/specifiers';
import { sportMarketCancels, sportOutcomes } from '@/server/db/schema';
import { setMarketStatus } from './apply-bet-cancel';
import type { FeedHandler } from './feed-handler';
import { LineChangeSet } from './line-change-set';
import {
  lockMarkets,
  marketKeyOf,
  marketKeysOf,
  producerUpOf,
  ticketsOnMarkets,
} from './market-rows';

/** `column is not distinct from <time or null>`: the window's bound as the message names it. */
const sameBound = (column: AnyColumn, ms: number | undefined): SQL =>
  ms === undefined ? isNull(column) : sql`${column} = ${new Date(ms).toISOString()}::timestamptz`;

/**
 * `rollback_bet_cancel`: the window(s) of the same bounds on each market are rolled back and
 * the tickets they voided are settled again. A market the cancel had closed waits suspended
 * (settled if its results are known) until the feed says otherwise.
 */
export const applyRollbackCancel: FeedHandler<'rollback_bet_cancel'> = {
  async apply(ctx, message) {
    const changes = new LineChangeSet(await producerUpOf(ctx.db));
    const touched: { typeId: number; specKey: string }[] = [];
    const markets = await lockMarkets(ctx.db, message.eventId, marketKeysOf(message.markets));
    for (const feed of message.markets) {
      const id = marketKey({ eventId: message.eventId, ...marketKeyOf(feed) });
      const market = markets.get(id);
      if (!market) continue;
      const rolled = await ctx.db
        .update(sportMarketCancels)
        .set({ rolledBackAt: ctx.clock.now() })
        .where(
          and(
            eq(sportMarketCancels.eventId, market.eventId),
            eq(sportMarketCancels.typeId, market.typeId),
            eq(sportMarketCancels.specKey, market.specKey),
            isNull(sportMarketCancels.rolledBackAt),
            sameBound(sportMarketCancels.startTime, message.startTime),
            sameBound(sportMarketCancels.endTime, message.endTime),
          ),
        )
        .returning({ id: sportMarketCancels.id });
      if (rolled.length === 0) continue;
      touched.push({ typeId: market.typeId, specKey: market.specKey });
      if (market.status === MARKET_STATUS.cancelled) {
        const [settled] = await ctx.db
          .select({ n: sql<number>`count(*)` })
          .from(sportOutcomes)
          .where(
            and(
              eq(sportOutcomes.eventId, market.eventId),
              eq(sportOutcomes.typeId, market.typeId),
              eq(sportOutcomes.specKey, market.specKey),
              sql`${sportOutcomes.result} is not null`,
            ),
          );
        const status = Number(settled!.n) > 0 ? MARKET_STATUS.settled : MARKET_STATUS.suspended;
        markets.set(id, await setMarketStatus(ctx, market, status, changes));
      }
    }
    const tickets = await ticketsOnMarkets(ctx.db, message.eventId, touched);
    return { outcome: 'applied', changes: changes.list(), tickets };
  },
  tickets: (ctx, message) =>
    ticketsOnMarkets(ctx.db, message.eventId, marketKeysOf(message.markets)),
};
