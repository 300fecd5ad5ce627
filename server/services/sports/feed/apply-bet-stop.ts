import { and, eq, sql } from 'drizzle-orm';
import { MARKET_STATUS } from '@/lib/sports/feed-messages';
import { marketType } from '@/lib/sports/market-types';
import { marketKey } from '@/lib/sports/specifiers';
import { sportMarkets } from '@/server/db/schema';
import type { FeedHandler } from './feed-handler';
import { LineChangeSet } from './line-change-set';
import { amongMarkets } from './market-rows';
import { producerStates } from './producers';

/**
 * `bet_stop`: suspends the event's ACTIVE markets only (UOF bet_stop doc: a deactivated,
 * settled or cancelled market must never turn suspended), every market for `all`, else those
 * whose type belongs to one of the groups. A market updated after the message is left alone.
 * Three statements whatever the number of markets: the producers, the markets locked, one update.
 */
export const applyBetStop: FeedHandler<'bet_stop'> = {
  async apply(ctx, message) {
    const producers = await producerStates(ctx.db);
    const recovering = producers.recovering(message.producer, message.requestId);
    const all = message.groups.includes('all');
    const markets = await ctx.db
      .select()
      .from(sportMarkets)
      .where(
        and(
          eq(sportMarkets.eventId, message.eventId),
          eq(sportMarkets.status, MARKET_STATUS.active),
        ),
      )
      // One lock order for every writer of the event's markets.
      .orderBy(sportMarkets.typeId, sportMarkets.specKey)
      .for('update');
    const changes = new LineChangeSet(producers.up);
    const status = message.marketStatus ?? MARKET_STATUS.suspended;
    let stale = 0;
    const stopped = markets.filter((market) => {
      const group = marketType(market.typeId)?.group;
      if (!all && !(group && message.groups.includes(group))) return false;
      if (message.timestamp < market.lastTs && !recovering) {
        stale++;
        return false;
      }
      return status !== market.status;
    });
    if (stopped.length > 0) {
      const rows = await ctx.db
        .update(sportMarkets)
        .set({
          status,
          version: sql`${sportMarkets.version} + 1`,
          lastTs: sql`greatest(${sportMarkets.lastTs}, ${message.timestamp})`,
          updatedAt: ctx.clock.now(),
        })
        .where(
          and(
            eq(sportMarkets.eventId, message.eventId),
            amongMarkets(sportMarkets.typeId, sportMarkets.specKey, stopped),
          ),
        )
        .returning();
      const byKey = new Map(rows.map((row) => [marketKey(row), row]));
      for (const market of stopped) changes.market(byKey.get(marketKey(market))!);
    }
    const list = changes.list();
    return {
      outcome: list.length === 0 && stale > 0 ? 'stale' : 'applied',
      changes: list,
      tickets: [],
    };
  },
};
