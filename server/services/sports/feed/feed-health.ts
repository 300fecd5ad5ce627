import { sql } from 'drizzle-orm';
import { FEED_MESSAGES_SCAN, FEED_MESSAGES_WINDOW_S } from '@/lib/constants/sports-trading';
import type { FeedHealth } from '@/lib/schemas/sports-trading';
import type { AppContext } from '@/server/app-context';
import { rowsOf } from '@/server/services/ledger/transfer';
import { producerRows } from './producers';

const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000));

/**
 * `GET /operator/sports/feed`: each producer's health from its row (up or down and why, the last
 * alive, the feed time of the last message processed and so the lag, whether a recovery is under
 * way) and the messages received in the last FEED_MESSAGES_WINDOW_S, counted among the newest
 * FEED_MESSAGES_SCAN (read backwards by primary key: the table grows with every message).
 */
export async function feedHealth(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<FeedHealth> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - FEED_MESSAGES_WINDOW_S * 1000);
  const [producers, recent] = await Promise.all([
    producerRows(ctx.db),
    ctx.db.execute(sql`
      with recent as (
        select producer, received_at
        from sport_feed_messages
        order by id desc
        limit ${FEED_MESSAGES_SCAN}
      )
      select producer,
             count(*) filter (where received_at >= ${since.toISOString()}::timestamptz)::int as messages,
             count(*)::int as scanned,
             min(received_at) >= ${since.toISOString()}::timestamptz as all_recent
      from recent
      group by producer`),
  ]);
  const counts = rowsOf<{
    producer: number;
    messages: number;
    scanned: number;
    all_recent: boolean | string;
  }>(recent);
  const scanned = counts.reduce((total, row) => total + Number(row.scanned), 0);
  // The scan stopped at its limit while every message it read was recent: there were more.
  const capped =
    scanned >= FEED_MESSAGES_SCAN &&
    counts.every((row) => row.all_recent === true || row.all_recent === 't');
  return {
    as_of: now.toISOString(),
    window_s: FEED_MESSAGES_WINDOW_S,
    producers: [...producers.values()]
      .sort((a, b) => a.id - b.id)
      .map((producer) => ({
        id: producer.id,
        name: producer.name,
        up: producer.up,
        down_reason: producer.downReason,
        last_alive_at: producer.lastAliveAt?.toISOString() ?? null,
        alive_age_s: producer.lastAliveAt
          ? seconds(now.getTime() - producer.lastAliveAt.getTime())
          : null,
        last_message_at:
          producer.lastProcessedTs > 0 ? new Date(producer.lastProcessedTs).toISOString() : null,
        lag_s:
          producer.lastProcessedTs > 0 ? seconds(now.getTime() - producer.lastProcessedTs) : null,
        recovering: !producer.up && producer.recoveryRequestId !== null,
        messages: Number(counts.find((row) => Number(row.producer) === producer.id)?.messages ?? 0),
        messages_capped: capped,
      })),
  };
}
