import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PRODUCER_DOWN_AFTER_MS } from '@/lib/constants/sports';
import type { ProducerId } from '@/lib/sports/feed-messages';
import { sportMarkets, sportProducers } from '@/server/db/schema';
import type { FeedAdapter } from './feed-adapter';
import type { FeedCtx } from './feed-handler';
import { LineChangeSet, SHOWN_FEED_STATUSES } from './line-change-set';
import type { LineChanges } from './line-changes';
import { ensureProducers, takeProducersDown } from './producers';

/**
 * The producers' watchdog (UOF alive doc): a producer silent for PRODUCER_DOWN_AFTER_MS is
 * down. Its markets keep their feed status (the effective status suspends them: nothing to
 * undo after), and are reported changed so the stream shows them suspended. A down producer
 * without a recovery under way gets one asked, once, for what came after the last message
 * processed; its `snapshot_complete` brings it up again. Run by a scheduler every few seconds.
 */
export async function checkProducers(
  ctx: FeedCtx,
  adapter: Pick<FeedAdapter, 'recover'>,
): Promise<LineChanges[]> {
  await ensureProducers(ctx);
  const now = ctx.clock.now();
  const silentSince = new Date(now.getTime() - PRODUCER_DOWN_AFTER_MS);
  const { changes, recoveries } = await ctx.db.transaction(async (tx) => {
    const changeSet = new LineChangeSet(() => false);
    const wentDown = await takeProducersDown(
      tx,
      and(
        eq(sportProducers.up, true),
        sql`coalesce(${sportProducers.lastAliveAt}, ${sportProducers.updatedAt}) < ${silentSince.toISOString()}::timestamptz`,
      ),
      { downReason: 'alive_interval_violation', updatedAt: now },
    );
    await reportSuspended(tx, changeSet, wentDown);
    // The request id derives from the producer and the time: no randomness, unique per ask,
    // and a number, as Betradar's API wants it (time in ms × 10 + producer).
    const asked = await tx
      .update(sportProducers)
      .set({
        recoveryRequestId: sql`(${now.getTime()}::bigint * 10 + ${sportProducers.id})::text`,
        updatedAt: now,
      })
      .where(and(eq(sportProducers.up, false), isNull(sportProducers.recoveryRequestId)))
      .returning();
    return { changes: changeSet.list(), recoveries: asked };
  });
  for (const producer of recoveries) {
    await adapter.recover(
      producer.id as ProducerId,
      producer.lastProcessedTs,
      producer.recoveryRequestId!,
    );
  }
  return changes;
}

/**
 * Every producer down at once, as the UOF SDK does when the broker connection drops: whatever
 * was sent meanwhile went to a queue that no longer exists. The markets are reported changed
 * (suspended as players see them); the watchdog's next run asks each producer for a recovery.
 */
export async function producersDown(ctx: FeedCtx, reason: string): Promise<LineChanges[]> {
  await ensureProducers(ctx);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const changeSet = new LineChangeSet(() => false);
    const wentDown = await takeProducersDown(tx, undefined, {
      downReason: reason,
      recoveryRequestId: null,
      updatedAt: now,
    });
    await reportSuspended(tx, changeSet, wentDown);
    return changeSet.list();
  });
}

/**
 * The shown markets of producers that went down, reported changed: their feed status stays,
 * the effective status suspends them, and the stream must show it.
 */
async function reportSuspended(
  tx: FeedCtx['db'],
  changeSet: LineChangeSet,
  wentDown: readonly { id: number }[],
) {
  if (wentDown.length === 0) return;
  const markets = await tx
    .select()
    .from(sportMarkets)
    .where(
      and(
        inArray(
          sportMarkets.producer,
          wentDown.map((row) => row.id),
        ),
        inArray(sportMarkets.status, SHOWN_FEED_STATUSES),
      ),
    );
  for (const market of markets) changeSet.market(market);
}
