import { and, asc, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SenderContext } from './sender-context';
import { deliveryJobs } from '@/server/db/schema';
import { addSeconds } from '@/server/lib/clock';
import { DELIVERY_RETRY } from './retry';

const newer = alias(deliveryJobs, 'newer');

/**
 * Takes up to `limit` due messages (of `ids`, or any) for this sender: their `run_at` moves a lease ahead, so no
 * other sender takes them meanwhile, and they are due again if this one dies. `SKIP LOCKED`
 * lets several instances claim side by side without waiting on each other. A message that a
 * newer one of the same kind to the same contact replaces is left for that one to clear.
 */
export async function claimDueJobs(
  ctx: Pick<SenderContext, 'db' | 'clock'>,
  {
    limit,
    ids,
  }: { limit: number; /** Only these messages; every one when absent. */ ids?: number[] },
) {
  const now = ctx.clock.now();
  const due = ctx.db
    .select({ id: deliveryJobs.id })
    .from(deliveryJobs)
    .where(
      and(
        lte(deliveryJobs.runAt, now),
        ids ? inArray(deliveryJobs.id, ids) : undefined,
        notExists(
          ctx.db
            .select({ id: newer.id })
            .from(newer)
            .where(
              and(
                eq(newer.kind, deliveryJobs.kind),
                eq(newer.channel, deliveryJobs.channel),
                eq(newer.target, deliveryJobs.target),
                gt(newer.id, deliveryJobs.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(deliveryJobs.runAt), asc(deliveryJobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return ctx.db
    .update(deliveryJobs)
    .set({
      runAt: addSeconds(now, DELIVERY_RETRY.leaseS),
      attempts: sql`${deliveryJobs.attempts} + 1`,
    })
    .where(inArray(deliveryJobs.id, due))
    .returning();
}
