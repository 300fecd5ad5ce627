import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

/**
 * The advisory-lock space of players' seed pairs: the first of the two 32-bit keys, the player's
 * id the second. Any fixed number; two-key locks never meet the migrations' one-key lock.
 */
const SEED_LOCK_SPACE = 724_312;

/**
 * Takes the player's seed lock until the transaction ends. Rotations and client-seed changes take
 * it before they look for the active pair, and a bet takes it only when the pair it waited on was
 * revealed under it. Locking the pair's row is not enough: a rotation replaces the row, so whoever
 * queued on the old one wakes up to find it revealed. This lock stays put, so whoever holds it
 * sees the pair that is active then, and nobody can reveal that pair until it commits. On PGlite
 * (one session) the lock is re-entrant and never waits.
 */
export async function lockPlayerSeeds(tx: Db, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_SPACE}::int4, ${userId}::int4)`);
}
