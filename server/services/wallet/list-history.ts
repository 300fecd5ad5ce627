import { count, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { toMajor } from '@/lib/money/units';
import type { Locale } from '@/lib/i18n/config';
import type { HistoryStatus } from '@/lib/schemas/billing';
import type { AppContext } from '@/server/app-context';
import { paymentInvoices, payouts } from '@/server/db/schema';
import { describeMethod } from '@/server/services/payments/methods';

export type HistoryType = 'all' | 'deposit' | 'payout';
export type HistoryQuery = { type: HistoryType; page: number; perPage: number };

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** A pending invoice past its life time reads as expired here too, before anything stores it. */
function depositRows(ctx: Ctx, userId: number) {
  const now = ctx.clock.now().toISOString();
  return ctx.db
    .select({
      id: paymentInvoices.id,
      type: sql<'deposit' | 'payout'>`'deposit'`.as('entry_type'),
      methodHash: paymentInvoices.methodHash,
      methodType: paymentInvoices.type,
      amount: paymentInvoices.amount,
      paidAmount: paymentInvoices.paidAmount,
      currency: paymentInvoices.currency,
      status:
        sql<HistoryStatus>`case when ${paymentInvoices.status} = 'pending' and ${paymentInvoices.expiresAt} <= ${now}::timestamptz then 'expired' else ${paymentInvoices.status} end`.as(
          'entry_status',
        ),
      createdAt: paymentInvoices.createdAt,
      settledAt: paymentInvoices.settledAt,
    })
    .from(paymentInvoices)
    .where(eq(paymentInvoices.userId, userId));
}

function payoutRows(ctx: Ctx, userId: number) {
  return ctx.db
    .select({
      id: payouts.id,
      type: sql<'deposit' | 'payout'>`'payout'`.as('entry_type'),
      methodHash: payouts.methodHash,
      methodType: payouts.type,
      amount: payouts.amount,
      paidAmount: sql<number | null>`null::bigint`.as('paid_amount'),
      currency: payouts.currency,
      status: sql<HistoryStatus>`${payouts.status}`.as('entry_status'),
      createdAt: payouts.createdAt,
      settledAt: payouts.decidedAt,
    })
    .from(payouts)
    .where(eq(payouts.userId, userId));
}

async function countOf(ctx: Ctx, table: typeof paymentInvoices | typeof payouts, userId: number) {
  const [row] = await ctx.db.select({ total: count() }).from(table).where(eq(table.userId, userId));
  return row?.total ?? 0;
}

/**
 * The player's deposits and payouts with their statuses (spec §4 "history"), merged newest
 * first, one page at a time with the total. The method is named in the request's language from
 * the catalogue; a method since removed from it is named by its type.
 */
export async function listHistory(ctx: Ctx, userId: number, locale: Locale, query: HistoryQuery) {
  const offset = (query.page - 1) * query.perPage;
  const order = sql`created_at desc, id desc`;
  const rows =
    query.type === 'deposit'
      ? depositRows(ctx, userId).orderBy(order).limit(query.perPage).offset(offset)
      : query.type === 'payout'
        ? payoutRows(ctx, userId).orderBy(order).limit(query.perPage).offset(offset)
        : unionAll(depositRows(ctx, userId), payoutRows(ctx, userId))
            .orderBy(order)
            .limit(query.perPage)
            .offset(offset);
  const [items, deposits, withdrawals] = await Promise.all([
    rows,
    query.type === 'payout' ? 0 : countOf(ctx, paymentInvoices, userId),
    query.type === 'deposit' ? 0 : countOf(ctx, payouts, userId),
  ]);

  return {
    items: items.map((row) => ({
      id: row.id,
      type: row.type,
      method: {
        hash: row.methodHash,
        name: describeMethod(row.methodHash)?.name[locale] ?? row.methodType,
      },
      amount: toMajor(Number(row.amount)),
      paid_amount: row.paidAmount === null ? null : toMajor(Number(row.paidAmount)),
      currency: row.currency,
      status: row.status,
      created_at: new Date(row.createdAt).toISOString(),
      settled_at: row.settledAt ? new Date(row.settledAt).toISOString() : null,
    })),
    page: query.page,
    per_page: query.perPage,
    total: deposits + withdrawals,
  };
}
