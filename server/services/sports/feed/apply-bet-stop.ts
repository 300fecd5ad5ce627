import { and, eq, sql } from 'drizzle-orm';
import { MARKET_STATUS } from '@/lib/sports/feed-messages';
import { marketType } from '@/lib/sports/market-types';
import { sportMarkets } from '@/server/db/schema';
import type { FeedHandler } from './feed-handler';
import { LineChangeSet } from './line-change-set';
import { producerUpOf } from './market-rows';
import { isRecovering } from './producers';

/**
 * `bet_stop`: suspends the event's ACTIVE markets only (UOF bet_stop doc: a deactivated,
 * settled or cancelled market must never turn suspended), every market for `all`, else those
 * whose type belongs to one of the groups. A market updated after the message is left alone.
 */
export const applyBetStop: FeedHandler<'bet_stop'> = {
  async apply(ctx, message) {
    const recovering = await isRecovering(ctx.db, message.producer, message.requestId);
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
    const changes = new LineChangeSet(await producerUpOf(ctx.db));
    const status = message.marketStatus ?? MARKET_STATUS.suspended;
    let stale = 0;
    for (const market of markets) {
      const group = marketType(market.typeId)?.group;
      if (!all && !(group && message.groups.includes(group))) continue;
      if (message.timestamp < market.lastTs && !recovering) {
        stale++;
        continue;
      }
      if (status === market.status) continue;
      const [row] = await ctx.db
        .update(sportMarkets)
        .set({
          status,
          version: sql`${sportMarkets.version} + 1`,
          lastTs: Math.max(market.lastTs, message.timestamp),
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
    }
    const list = changes.list();
    return {
      outcome: list.length === 0 && stale > 0 ? 'stale' : 'applied',
      changes: list,
      tickets: [],
    };
  },
};
