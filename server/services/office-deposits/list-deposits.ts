import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import type { DepositsPage, DepositsQuery } from '@/lib/schemas/office-deposits';
import type { AppContext } from '@/server/app-context';
import { paymentInvoices, users } from '@/server/db/schema';
import { cursorTime, olderThan, pageOf, readTimeCursor } from '@/server/lib/time-cursor';
import { depositMethodHashes } from '@/server/services/payments/methods';
import { serializeDeposit } from './serialize-deposit';

/**
 * The statement of a page of deposits (`limit + 1` rows, to know whether another page follows),
 * or null when nothing can match (a method in a currency it does not take). Each filter is the
 * leading column of an index that goes on with (created_at, id) (migration 0028): the whole
 * table `payment_invoices_created_idx`, a player `…_user_idx`, a status `…_status_idx`, a
 * method `…_method_idx` (its hash per currency: one with `currency`, one per currency it takes
 * without), a currency `…_currency_idx`; `from`/`to` bound the range of whichever the planner
 * takes, and the player's e-mail is one primary-key lookup per row.
 */
export function depositsStatement(ctx: Pick<AppContext, 'db'>, query: DepositsQuery) {
  const hashes = query.method ? depositMethodHashes(query.method, query.currency) : null;
  if (hashes && hashes.length === 0) return null;
  const cursor = readTimeCursor(query.before);
  const invoice = paymentInvoices;
  return ctx.db
    .select({
      id: invoice.id,
      userId: invoice.userId,
      email: users.email,
      provider: invoice.provider,
      methodHash: invoice.methodHash,
      type: invoice.type,
      currency: invoice.currency,
      amount: invoice.amount,
      paidAmount: invoice.paidAmount,
      commission: invoice.commission,
      status: invoice.status,
      providerReference: invoice.providerReference,
      createdAt: invoice.createdAt,
      settledAt: invoice.settledAt,
      cursorAt: cursorTime(invoice.createdAt),
    })
    .from(invoice)
    .innerJoin(users, eq(users.id, invoice.userId))
    .where(
      and(
        query.status ? eq(invoice.status, query.status) : undefined,
        query.user_id ? eq(invoice.userId, query.user_id) : undefined,
        hashes ? inArray(invoice.methodHash, hashes) : undefined,
        query.currency ? eq(invoice.currency, query.currency) : undefined,
        query.from ? gte(invoice.createdAt, new Date(query.from)) : undefined,
        query.to ? lt(invoice.createdAt, new Date(query.to)) : undefined,
        cursor ? olderThan(invoice.createdAt, invoice.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(invoice.createdAt), desc(invoice.id))
    .limit(query.limit + 1);
}

/** Deposits for the office, newest first by (created_at, id), a page from the cursor `before`. */
export async function listDeposits(
  ctx: Pick<AppContext, 'db'>,
  query: DepositsQuery,
  locale: Locale,
): Promise<DepositsPage> {
  const statement = depositsStatement(ctx, query);
  if (!statement) return { deposits: [], next: null };
  const { page, next } = pageOf(await statement, query.limit);
  return { deposits: page.map((row) => serializeDeposit(row, locale)), next };
}
