import { and, eq, lte } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { bonusGrants, bonusOffers } from '@/server/db/schema';
import { endGrant } from './end-grant';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** Grants ended per run of the job; the rest wait for the next minute. */
const BATCH = 200;

/**
 * Ends every active grant past its `expires_at` (the rest of its bonus money back to the pool,
 * `bonus-grant:<id>:expire`) and, run as the job, marks waiting offers past theirs `expired`.
 * Each grant ends in its own transaction under its row lock, so any number of processes may run
 * this at once: the second finds the grant ended. With `userId`, only that player's grants: the
 * lazy expiry where a player's grants are read (one indexed select when nothing is due). Answers
 * how many it ended.
 */
export async function expireGrants(ctx: Ctx, userId?: number): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .select({ id: bonusGrants.id })
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.status, 'active'),
        lte(bonusGrants.expiresAt, now),
        userId === undefined ? undefined : eq(bonusGrants.userId, userId),
      ),
    )
    .limit(BATCH);
  let ended = 0;
  for (const { id } of due) {
    const grant = await endGrant(ctx, { grantId: id, status: 'expired', reason: 'expired' });
    if (grant.status === 'expired') ended += 1;
  }
  // Reads skip waiting offers past their expiry anyway; only the job marks them.
  if (userId === undefined) {
    await ctx.db
      .update(bonusOffers)
      .set({ status: 'expired' })
      .where(and(eq(bonusOffers.status, 'waiting'), lte(bonusOffers.expiresAt, now)));
  }
  return ended;
}
