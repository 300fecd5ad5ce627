import { and, eq, inArray } from 'drizzle-orm';
import { sportMarkets, sportProducers } from '@/server/db/schema';
import type { FeedHandler } from './feed-handler';
import { LineChangeSet, SHOWN_FEED_STATUSES } from './line-change-set';
import { takeProducersDown } from './producers';

/**
 * `alive`: the producer's heartbeat, recorded at our clock's time (the watchdog compares it
 * with the same clock). `subscribed: false` means the producer lost our session: it is down
 * until a recovery, which the watchdog asks for; its markets are reported so the stream shows
 * them suspended (their effective status), as when the watchdog finds it silent.
 */
export const applyAlive: FeedHandler<'alive'> = {
  async apply(ctx, message) {
    const now = ctx.clock.now();
    const changes = new LineChangeSet(() => false);
    if (message.subscribed) {
      // A heartbeat alone is bookkeeping: a plain update, which no placement waits for.
      await ctx.db
        .update(sportProducers)
        .set({ lastAliveAt: now, updatedAt: now })
        .where(eq(sportProducers.id, message.producer));
      return { outcome: 'applied', changes: changes.list(), tickets: [] };
    }
    const [before] = await takeProducersDown(ctx.db, eq(sportProducers.id, message.producer), {
      lastAliveAt: now,
      updatedAt: now,
      downReason: 'not_subscribed',
    });
    if (before?.up) {
      const markets = await ctx.db
        .select()
        .from(sportMarkets)
        .where(
          and(
            eq(sportMarkets.producer, message.producer),
            inArray(sportMarkets.status, SHOWN_FEED_STATUSES),
          ),
        );
      for (const market of markets) changes.market(market);
    }
    return { outcome: 'applied', changes: changes.list(), tickets: [] };
  },
};
