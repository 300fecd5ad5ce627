import { and, count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { payouts, type Payout, type PayoutStatus } from '@/server/db/schema';
import { cursorTime, olderThan, pageOf, readTimeCursor } from '@/server/lib/time-cursor';

export type PayoutFilters = { status?: PayoutStatus; userId?: number };

export type PayoutListQuery = PayoutFilters & { page: number; perPage: number };

const filtersOf = (query: PayoutFilters) =>
  and(
    query.status ? eq(payouts.status, query.status) : undefined,
    query.userId ? eq(payouts.userId, query.userId) : undefined,
  );

/**
 * Payouts for operators, newest first, optionally of one status (`pending` is the queue to work
 * through) or one player, one page at a time with the total for the pager. The total counts
 * every matching payout: over a million of them that is most of a second; the office reads
 * `listPayoutsByCursor`.
 */
export async function listPayouts(
  ctx: Pick<AppContext, 'db'>,
  query: PayoutListQuery,
): Promise<{ items: Payout[]; total: number }> {
  const where = filtersOf(query);
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

/**
 * The same list by cursor, without the total: newest first by (created_at, id), a page from
 * `before` (`server/lib/time-cursor.ts`), each filter a range of its index (`payouts_created_idx`,
 * `payouts_user_idx`, `payouts_status_idx`, all ending in (created_at, id): migration 0028).
 */
export async function listPayoutsByCursor(
  ctx: Pick<AppContext, 'db'>,
  query: PayoutFilters & { before?: string; limit: number },
): Promise<{ items: Payout[]; next: string | null }> {
  const cursor = readTimeCursor(query.before);
  const rows = await ctx.db
    .select({ payout: payouts, cursorAt: cursorTime(payouts.createdAt) })
    .from(payouts)
    .where(
      and(filtersOf(query), cursor ? olderThan(payouts.createdAt, payouts.id, cursor) : undefined),
    )
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(query.limit + 1);
  const { page, next } = pageOf(
    rows.map((row) => ({ ...row, id: row.payout.id })),
    query.limit,
  );
  return { items: page.map((row) => row.payout), next };
}
