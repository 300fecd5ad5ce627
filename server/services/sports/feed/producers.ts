import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PRODUCERS, type ProducerId } from '@/lib/sports/feed-messages';
import type { AppContext } from '@/server/app-context';
import { rootOf, type Db } from '@/server/db/client';
import { sportProducers } from '@/server/db/schema';
import { isTransaction } from '@/server/db/transaction';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

const NAMES: Record<ProducerId, string> = {
  [PRODUCERS.live]: 'live',
  [PRODUCERS.prematch]: 'prematch',
};

/** Databases whose producers' rows this process has seen opened (`rootOf`). */
const opened = new WeakSet<Db>();

/**
 * The two producers' rows, opened the first time a message or the watchdog needs them (no seed
 * step to forget): up, never heard from. A row is never deleted, so a database whose rows were
 * seen committed is not asked again (each message used to pay this statement).
 */
export async function ensureProducers(ctx: Ctx) {
  const root = rootOf(ctx.db);
  if (opened.has(root)) return;
  const now = ctx.clock.now();
  await ctx.db
    .insert(sportProducers)
    .values(Object.entries(NAMES).map(([id, name]) => ({ id: Number(id), name, updatedAt: now })))
    .onConflictDoNothing({ target: sportProducers.id });
  // Inside a transaction they are not committed yet: it might roll back.
  if (!isTransaction(ctx.db)) opened.add(root);
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

/**
 * `last_processed_ts` follows the messages applied, never backwards (a recovery asks after it).
 * Where another message's transaction holds the row meanwhile (concurrent appliers), this one
 * leaves it to that one (`SKIP LOCKED`) instead of queueing all appliers on one row until each
 * commits: the mark may trail by the messages in flight, so a recovery asks a little early and
 * the replay is deduplicated or stale. Alone, as the feed applies in order, it is exact.
 */
export async function markProcessed(ctx: Ctx, producer: number, timestamp: number) {
  const free = ctx.db
    .select({ id: sportProducers.id })
    .from(sportProducers)
    .where(eq(sportProducers.id, producer))
    .for('no key update', { skipLocked: true });
  await ctx.db
    .update(sportProducers)
    .set({
      lastProcessedTs: sql`greatest(${sportProducers.lastProcessedTs}, ${timestamp})`,
      updatedAt: ctx.clock.now(),
    })
    .where(inArray(sportProducers.id, free));
}

/**
 * Takes down the producers `where` selects, each row locked `FOR UPDATE` first: the one lock a
 * placement's `FOR KEY SHARE` read of the producers waits for (`readLine`), so no ticket commits
 * on a producer's markets after the producer went down under it. Answers those taken down, as
 * they were before.
 */
export async function takeProducersDown(
  db: Db,
  where: SQL | undefined,
  set: Omit<Partial<typeof sportProducers.$inferInsert>, 'up'>,
) {
  const rows = await db
    .select({ id: sportProducers.id, up: sportProducers.up })
    .from(sportProducers)
    .where(where)
    .orderBy(sportProducers.id)
    .for('update');
  if (rows.length === 0) return rows;
  await db
    .update(sportProducers)
    .set({ ...set, up: false })
    .where(
      inArray(
        sportProducers.id,
        rows.map((row) => row.id),
      ),
    );
  return rows;
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
