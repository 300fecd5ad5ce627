import { alias } from 'drizzle-orm/pg-core';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/config';
import { toMajor } from '@/lib/money/units';
import type { DepositAnswer } from '@/lib/schemas/office-deposits';
import type { AppContext } from '@/server/app-context';
import {
  ledgerAccounts,
  ledgerTransfers,
  paymentInvoices,
  paymentProviderEvents,
  users,
} from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { isUuid } from '@/server/lib/uuid';
import { serializeDeposit } from './serialize-deposit';

/**
 * The ledger keys a deposit's transfers are written under (`services/payments/deposit-hold.ts`,
 * `confirm-payment.ts`, `bonus/credit-bonus.ts`): its hold, the hold's release, the credit, the
 * provider's fee and a bonus it triggered. Each is one lookup of the keys' unique index.
 */
const transferKeys = (id: string) => [
  `deposit:${id}:hold`,
  `deposit:${id}:hold:void`,
  `deposit:${id}`,
  `deposit-fee:${id}`,
  `bonus-credit:deposit:${id}`,
];

const debit = alias(ledgerAccounts, 'debit');
const credit = alias(ledgerAccounts, 'credit');

/**
 * One deposit for the office: the invoice and its player's e-mail, its provider events in the
 * order they happened, and the ledger transfers it made, oldest first. Anything but a known
 * invoice id is a 404.
 */
export async function readDeposit(
  ctx: Pick<AppContext, 'db'>,
  id: string,
  locale: Locale,
): Promise<DepositAnswer> {
  if (!isUuid(id)) throw AppError.of('not_found', 404);
  const [found] = await ctx.db
    .select({ invoice: paymentInvoices, email: users.email })
    .from(paymentInvoices)
    .innerJoin(users, eq(users.id, paymentInvoices.userId))
    .where(eq(paymentInvoices.id, id));
  if (!found) throw AppError.of('not_found', 404);
  const { invoice, email } = found;

  const [events, transfers] = await Promise.all([
    ctx.db
      .select()
      .from(paymentProviderEvents)
      .where(eq(paymentProviderEvents.invoiceId, id))
      .orderBy(asc(paymentProviderEvents.id)),
    ctx.db
      .select({ transfer: ledgerTransfers, debit: debit.code, credit: credit.code })
      .from(ledgerTransfers)
      .innerJoin(debit, eq(debit.id, ledgerTransfers.debitAccountId))
      .innerJoin(credit, eq(credit.id, ledgerTransfers.creditAccountId))
      .where(inArray(ledgerTransfers.idempotencyKey, transferKeys(id)))
      .orderBy(asc(ledgerTransfers.id)),
  ]);

  return {
    deposit: {
      ...serializeDeposit({ ...invoice, email }, locale),
      expires_at: invoice.expiresAt.toISOString(),
      sum_was_changed: invoice.sumWasChanged,
      take_bonus: invoice.takeBonus,
    },
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      status: event.status,
      changed: event.changed,
      signature_verified: event.signatureVerified,
      payload: event.payload,
      created_at: event.createdAt.toISOString(),
    })),
    transfers: transfers.map(({ transfer, debit: from, credit: to }) => ({
      id: transfer.id,
      key: transfer.idempotencyKey,
      kind: transfer.kind,
      status: transfer.status,
      amount: toMajor(transfer.amount),
      currency: transfer.currency,
      debit: from,
      credit: to,
      settles_id: transfer.settlesId,
      created_at: transfer.createdAt.toISOString(),
    })),
  };
}
