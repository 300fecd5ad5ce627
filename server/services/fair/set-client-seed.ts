import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { fairSeeds, type FairSeedPair } from '@/server/db/schema';
import { activeSeedPair } from './active-seed-pair';
import { lockPlayerSeeds } from './lock-seeds';

/**
 * The player picks the client seed of the active pair; the nonce goes on counting. A round
 * already open keeps the client seed it started with (stored with the round), so its cards and
 * mines do not change. Under the player's seed lock, so a rotation cannot reveal the pair between
 * finding it and changing it.
 */
export function setClientSeed(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  clientSeed: string,
): Promise<FairSeedPair> {
  return ctx.db.transaction(async (tx) => {
    await lockPlayerSeeds(tx, userId);
    const pair = await activeSeedPair(tx, userId, ctx.clock.now(), { lock: true });
    const [updated] = await tx
      .update(fairSeeds)
      .set({ clientSeed })
      .where(eq(fairSeeds.id, pair.id))
      .returning();
    return updated!;
  });
}
