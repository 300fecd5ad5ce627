import { and, eq, lte } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { staffApprovals } from '@/server/db/schema';

/**
 * Marks every pending approval past its `expires_at` expired (decided at that time, by nobody).
 * Lazily, before approvals are read, asked for or decided: no timer, and an expired one frees
 * its action and target for a new request (the pending-unique index).
 */
export async function expireApprovals(ctx: Pick<AppContext, 'db' | 'clock'>) {
  await ctx.db
    .update(staffApprovals)
    .set({ status: 'expired', decidedAt: staffApprovals.expiresAt })
    .where(
      and(eq(staffApprovals.status, 'pending'), lte(staffApprovals.expiresAt, ctx.clock.now())),
    );
}
