import { hashServerSeed } from '@/lib/games/fair/seeds';
import type { Db, Tx } from '@/server/db/client';
import { fairSeeds } from '@/server/db/schema';
import { newClientSeed, newServerSeed } from './new-seeds';

/**
 * Opens a new active pair for the player unless one exists (the partial unique index decides,
 * so two requests racing for a player's first pair open one).
 */
export async function openSeedPair(db: Db | Tx, userId: number, now: Date, clientSeed?: string) {
  const serverSeed = newServerSeed();
  await db
    .insert(fairSeeds)
    .values({
      userId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: clientSeed ?? newClientSeed(),
      nonce: 0,
      createdAt: now,
    })
    .onConflictDoNothing();
}
