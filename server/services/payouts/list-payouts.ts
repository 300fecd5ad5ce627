import { and, count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { payouts, type Payout, type PayoutStatus } from '@/server/db/schema';

export type PayoutListQuery = {
  status?: PayoutStatus;
  userId?: number;
  page: number;
  perPage: number;
};

/**
 * Payouts for operators, newest first, optionally of one status (`pending` is the queue to work
 * through) or one player, one page at a time with the total for the pager.
 */
export async function listPayouts(
  ctx: Pick<AppContext, 'db'>,
  query: PayoutListQuery,
): Promise<{ items: Payout[]; total: number }> {
  const where = and(
    query.status ? eq(payouts.status, query.status) : undefined,
    query.userId ? eq(payouts.userId, query.userId) : undefined,
  );
  const [items, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(payouts)
      .where(where)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db.select({ total: count() }).from(payouts).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}
