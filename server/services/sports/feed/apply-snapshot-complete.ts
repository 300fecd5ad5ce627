import { and, eq, inArray } from 'drizzle-orm';
import { SHOWN_FEED_STATUSES } from './line-change-set';
import { sportMarkets, sportProducers } from '@/server/db/schema';
import { nothing, type FeedHandler } from './feed-handler';
import { LineChangeSet } from './line-change-set';

/**
 * `snapshot_complete` of the recovery we asked for: the producer is up again and its markets
 * show their own status again (nothing was rewritten while it was down: the effective status
 * suspended them), so every one of them is reported changed. Another request id is ignored.
 */
export const applySnapshotComplete: FeedHandler<'snapshot_complete'> = {
  async apply(ctx, message) {
    const [producer] = await ctx.db
      .update(sportProducers)
      .set({ up: true, downReason: null, recoveryRequestId: null, updatedAt: ctx.clock.now() })
      .where(
        and(
          eq(sportProducers.id, message.producer),
          eq(sportProducers.recoveryRequestId, message.requestId),
        ),
      )
      .returning();
    if (!producer) return nothing('ignored');
    const changes = new LineChangeSet(() => true);
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
    return { outcome: 'applied', changes: changes.list(), tickets: [] };
  },
};
