import { eq, sql } from 'drizzle-orm';
import { PRODUCERS, type ProducerId } from '@/lib/sports/feed-messages';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { sportProducers } from '@/server/db/schema';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

const NAMES: Record<ProducerId, string> = {
  [PRODUCERS.live]: 'live',
  [PRODUCERS.prematch]: 'prematch',
};

/**
 * The two producers' rows, opened the first time a message or the watchdog needs them (no seed
 * step to forget): up, never heard from.
 */
export async function ensureProducers(ctx: Ctx) {
  const now = ctx.clock.now();
  await ctx.db
    .insert(sportProducers)
    .values(Object.entries(NAMES).map(([id, name]) => ({ id: Number(id), name, updatedAt: now })))
    .onConflictDoNothing({ target: sportProducers.id });
}

/** Every producer's row, by id. */
export async function producerRows(db: Db) {
  const rows = await db.select().from(sportProducers);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether `requestId` names the recovery the producer is running: its replay passes the stale guard. */
export async function isRecovering(db: Db, producer: number, requestId: string | undefined) {
  if (!requestId) return false;
  const [row] = await db
    .select({ id: sportProducers.id })
    .from(sportProducers)
    .where(
      sql`${sportProducers.id} = ${producer} and ${sportProducers.recoveryRequestId} = ${requestId}`,
    );
  return !!row;
}

/** `last_processed_ts` follows the messages applied, never backwards (a recovery asks after it). */
export async function markProcessed(ctx: Ctx, producer: number, timestamp: number) {
  await ctx.db
    .update(sportProducers)
    .set({
      lastProcessedTs: sql`greatest(${sportProducers.lastProcessedTs}, ${timestamp})`,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(sportProducers.id, producer));
}

/**
 * What a handler asks of the producers, from one read: whether each is up (the effective status
 * of the markets it reports) and whether a message's request id names its running recovery.
 */
export async function producerStates(db: Db) {
  const rows = await producerRows(db);
  return {
    up: (producer: number) => rows.get(producer)?.up ?? true,
    recovering: (producer: number, requestId: string | undefined) =>
      !!requestId && rows.get(producer)?.recoveryRequestId === requestId,
  };
}
