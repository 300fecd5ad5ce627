import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { fairSeeds, type FairSeedPair } from '@/server/db/schema';
import { activeSeedPair } from './active-seed-pair';

/**
 * The player picks the client seed of the active pair; the nonce goes on counting. A round
 * already open keeps the client seed it started with (stored with the round), so its cards and
 * mines do not change.
 */
export function setClientSeed(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  clientSeed: string,
): Promise<FairSeedPair> {
  return ctx.db.transaction(async (tx) => {
    const pair = await activeSeedPair(tx, userId, ctx.clock.now(), { lock: true });
    const [updated] = await tx
      .update(fairSeeds)
      .set({ clientSeed })
      .where(eq(fairSeeds.id, pair.id))
      .returning();
    return updated!;
  });
}
