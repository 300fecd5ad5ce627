import { and, eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { fairSeeds, gameBets, type FairSeedPair } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { activeSeedPair } from './active-seed-pair';
import { lockPlayerSeeds } from './lock-seeds';
import { openSeedPair } from './open-seed-pair';

/**
 * Reveals the active pair's server seed and opens a new pair with nonce 0 (and the given client
 * seed, or the revealed pair's). Refused with 409 `round_open` while a hilo or miner round is
 * open: its remaining cards or mines come from the current server seed. The player's seed lock
 * comes first, so overlapping rotations take turns, each revealing the pair the one before it
 * opened; then the pair's row, which a bet or round start holds while it advances the nonce, so
 * the two cannot cross.
 */
export function rotateSeeds(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  clientSeed?: string,
): Promise<{ revealed: FairSeedPair; next: FairSeedPair }> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await lockPlayerSeeds(tx, userId);
    const pair = await activeSeedPair(tx, userId, now, { lock: true });
    const [open] = await tx
      .select({ id: gameBets.id })
      .from(gameBets)
      .where(and(eq(gameBets.userId, userId), eq(gameBets.status, 'open')))
      .limit(1);
    if (open) throw AppError.of('round_open', 409);

    const [revealed] = await tx
      .update(fairSeeds)
      .set({ revealedAt: now })
      .where(eq(fairSeeds.id, pair.id))
      .returning();
    await openSeedPair(tx, userId, now, clientSeed ?? pair.clientSeed);
    const next = await activeSeedPair(tx, userId, now);
    return { revealed: revealed!, next };
  });
}
