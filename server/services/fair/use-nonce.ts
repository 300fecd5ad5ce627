import { sql } from 'drizzle-orm';
import type { SeedPair } from '@/lib/games/fair/seeds';
import type { Tx } from '@/server/db/client';
import { fairSeeds, type FairSeedPair } from '@/server/db/schema';
import { activeSeedPairOf } from './active-seed-pair';
import { lockPlayerSeeds } from './lock-seeds';
import { openSeedPair } from './open-seed-pair';

export type BetSeeds = {
  pairId: number;
  serverSeedHash: string;
  /** The seeds and nonce this bet's outcome comes from. */
  seeds: SeedPair;
};

/** Advances the active pair's nonce: the pair as it is now, or nothing when none is active. */
async function advance(tx: Tx, userId: number): Promise<FairSeedPair | undefined> {
  const [pair] = await tx
    .update(fairSeeds)
    .set({ nonce: sql`${fairSeeds.nonce} + 1` })
    .where(activeSeedPairOf(userId))
    .returning();
  return pair;
}

/**
 * Takes the next nonce of the player's active pair for one bet, inside the bet's transaction:
 * one `update … set nonce = nonce + 1 … returning`, which locks the pair until the bet commits.
 * So a player's bets run one after another and each gets its own nonce; a bet that fails
 * (insufficient funds) rolls the nonce back with it.
 *
 * The update finds nothing on a player's first bet, or when a rotation revealed the pair while
 * this bet waited for its row (READ COMMITTED re-checks the row it waited on and drops it). Only
 * then does the bet take the player's seed lock: no rotation runs while it is held, so the next
 * statement sees the pair the last rotation opened and it stays active, and a first pair is
 * opened once. The usual bet costs no statement more.
 */
export async function useNonce(tx: Tx, userId: number, now: Date): Promise<BetSeeds> {
  let pair = await advance(tx, userId);
  if (!pair) {
    await lockPlayerSeeds(tx, userId);
    pair = await advance(tx, userId);
  }
  if (!pair) {
    await openSeedPair(tx, userId, now);
    pair = await advance(tx, userId);
  }
  if (!pair) throw new Error(`no active seed pair for user ${userId} under its seed lock`);
  return {
    pairId: pair.id,
    serverSeedHash: pair.serverSeedHash,
    seeds: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce - 1 },
  };
}
