import { sql } from 'drizzle-orm';
import type { SeedPair } from '@/lib/games/fair/seeds';
import type { Tx } from '@/server/db/client';
import { fairSeeds } from '@/server/db/schema';
import { activeSeedPairOf } from './active-seed-pair';
import { openSeedPair } from './open-seed-pair';

export type BetSeeds = {
  pairId: number;
  serverSeedHash: string;
  /** The seeds and nonce this bet's outcome comes from. */
  seeds: SeedPair;
};

/**
 * Takes the next nonce of the player's active pair for one bet, inside the bet's transaction:
 * one `update … set nonce = nonce + 1 … returning`, which locks the pair until the bet commits.
 * So a player's bets run one after another and each gets its own nonce; a bet that fails
 * (insufficient funds) rolls the nonce back with it. Opens the pair on a player's first bet.
 */
export async function useNonce(tx: Tx, userId: number, now: Date): Promise<BetSeeds> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const [pair] = await tx
      .update(fairSeeds)
      .set({ nonce: sql`${fairSeeds.nonce} + 1` })
      .where(activeSeedPairOf(userId))
      .returning();
    if (pair) {
      return {
        pairId: pair.id,
        serverSeedHash: pair.serverSeedHash,
        seeds: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce - 1 },
      };
    }
    await openSeedPair(tx, userId, now);
  }
  throw new Error(`no active seed pair for user ${userId}`);
}
