import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { fairSeeds, type FairSeedPair } from '@/server/db/schema';
import { openSeedPair } from './open-seed-pair';

/** The condition naming a player's active pair (the one the partial unique index allows). */
export function activeSeedPairOf(userId: number) {
  return and(eq(fairSeeds.userId, userId), isNull(fairSeeds.revealedAt));
}

/**
 * The player's active seed pair, opened on first use. `lock` takes the row for the rest of the
 * transaction, as rotation and client-seed changes do.
 */
export async function activeSeedPair(
  db: Db | Tx,
  userId: number,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<FairSeedPair> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const query = db.select().from(fairSeeds).where(activeSeedPairOf(userId));
    const [pair] = await (options.lock ? query.for('update') : query);
    if (pair) return pair;
    await openSeedPair(db, userId, now);
  }
  throw new Error(`no active seed pair for user ${userId}`);
}
