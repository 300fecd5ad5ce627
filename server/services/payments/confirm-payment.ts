import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { attributions, paymentInvoices, type PaymentInvoice } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { isUuid } from '@/server/lib/uuid';
import {
  grantDepositBonus,
  lockDepositGrant,
  lockPlayerDeposits,
} from '@/server/services/bonus/grant-deposit-bonus';
import { settleDebt } from '@/server/services/ledger/settle-debt';
import { transfer } from '@/server/services/ledger/transfer';
import { trackDeposit } from '@/server/services/analytics';
import { creditDeposit, creditKey, releaseDeposit } from './deposit-hold';
import type { WebhookEvent } from './providers/types';
import { recordPaymentEvent } from './record-payment-event';
import { refundDeposit } from './refund-deposit';

/**
 * Applies a provider's verified report on an invoice, once. Everything happens in one
 * transaction holding the invoice row (FOR UPDATE), so concurrent replays queue behind the first
 * and then find it settled; the ledger key `deposit:<id>` would refuse a second credit anyway.
 *
 * - A report on another payment than the invoice's (`reference` ≠ its provider reference: a
 *   repeated deposit to the same address), and `pending` news: kept, nothing changes.
 * - `refunded` of a paid invoice: the credit is taken back (`refundDeposit`), the invoice is
 *   `refunded`.
 * - Already paid, failed or refunded: nothing changes; the current invoice is answered (replays
 *   are fine).
 * - `expired`: a pending invoice expires (its hold released), as a read past its time would.
 * - `failed`, or `refunded` before any credit: the invoice fails; its hold is released, no money
 *   moves.
 * - `paid`: the player's real account is credited what was paid (the hold posted, or released
 *   when the paid sum differs from the invoice: `sum_was_changed`), the provider's commission (scaled to what was paid) is booked
 *   from the house to the provider, and the player's first deposit is marked for attribution.
 *   An expired invoice is credited too: the money did reach the provider, and keeping it would be
 *   worse than a late credit; the transfer carries `late: true` for the books. The deposit's
 *   bonus (a waiting offer, a welcome-pack step) is granted in the same transaction; the
 *   player's active grant is locked before any money moves (`lockDepositGrant`), as a bet
 *   locks it before its stake.
 * - A currency other than the invoice's is a 422 and changes nothing.
 *
 * Every report taken (a replay too) is appended to the invoice's events in the same
 * transaction, with its fields and whether its signature was verified (`signatureVerified`:
 * the webhook's path checks it before calling this).
 */
export async function confirmPayment(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  providerName: string,
  event: WebhookEvent,
  { signatureVerified = false }: { signatureVerified?: boolean } = {},
): Promise<PaymentInvoice> {
  if (!isUuid(event.invoiceId)) throw AppError.of('not_found', 404);
  // Reported once the credit is committed (an event of a rolled-back deposit would lie).
  let credited = null as { first: boolean } | null;
  const answer = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const [invoice] = await tx
      .select()
      .from(paymentInvoices)
      .where(
        and(eq(paymentInvoices.id, event.invoiceId), eq(paymentInvoices.provider, providerName)),
      )
      .for('update');
    if (!invoice) throw AppError.of('not_found', 404);
    if (event.currency !== invoice.currency) throw AppError.field('currency', 'invalid_value');
    const recordCallback = (settled: PaymentInvoice) =>
      recordPaymentEvent(txCtx, {
        invoiceId: invoice.id,
        kind: 'callback',
        status: settled.status,
        changed: settled.status !== invoice.status,
        signatureVerified,
        payload: event.payload ?? {
          invoice_id: event.invoiceId,
          status: event.status,
          amount: event.amount,
          currency: event.currency,
        },
      });
    const otherPayment =
      !!event.reference &&
      !!invoice.providerReference &&
      event.reference !== invoice.providerReference;
    if (otherPayment || event.status === 'pending') {
      await recordCallback(invoice);
      return invoice;
    }
    // One deposit of a player at a time: its bonus decision counts the ones before it.
    await lockPlayerDeposits(tx, invoice.userId);
    const now = ctx.clock.now();
    if (event.status === 'refunded' && invoice.status === 'paid') {
      const refunded = await refundDeposit(txCtx, invoice);
      await recordCallback(refunded);
      return refunded;
    }
    if (invoice.status === 'paid' || invoice.status === 'failed' || invoice.status === 'refunded') {
      await recordCallback(invoice);
      return invoice;
    }
    if (event.status === 'expired') {
      if (invoice.status !== 'pending') {
        await recordCallback(invoice);
        return invoice;
      }
      await releaseDeposit(txCtx, invoice);
      const [expired] = await tx
        .update(paymentInvoices)
        .set({ status: 'expired' })
        .where(eq(paymentInvoices.id, invoice.id))
        .returning();
      await recordCallback(expired!);
      return expired!;
    }
    if (event.status === 'failed' || event.status === 'refunded') {
      await releaseDeposit(txCtx, invoice);
      const [failed] = await tx
        .update(paymentInvoices)
        .set({ status: 'failed', settledAt: now })
        .where(eq(paymentInvoices.id, invoice.id))
        .returning();
      await recordCallback(failed!);
      return failed!;
    }

    // The bonus grant this deposit may add to, before any money: the order a bet takes them in.
    await lockDepositGrant(tx, invoice);
    const paid = event.amount;
    const late = invoice.status === 'expired' || invoice.expiresAt <= now;
    const commission =
      paid === invoice.amount
        ? invoice.commission
        : Math.round((invoice.commission * paid) / invoice.amount);
    const metadata = { invoiceId: invoice.id, provider: providerName, ...(late && { late }) };
    await creditDeposit(txCtx, invoice, paid, metadata);
    // A debt (a reversed sports payout) is paid from the deposit first.
    await settleDebt(txCtx, invoice.userId, invoice.currency);
    if (commission > 0) {
      await transfer(txCtx, {
        key: `deposit-fee:${invoice.id}`,
        kind: 'psp_fee',
        debit: { owner: 'house', currency: invoice.currency },
        credit: { owner: 'psp', provider: providerName, currency: invoice.currency },
        amount: commission,
        currency: invoice.currency,
        metadata,
        shardKey: creditKey(invoice),
      });
    }
    const [settled] = await tx
      .update(paymentInvoices)
      .set({
        status: 'paid',
        paidAmount: paid,
        sumWasChanged: paid !== invoice.amount,
        commission,
        settledAt: now,
      })
      .where(eq(paymentInvoices.id, invoice.id))
      .returning();
    await recordCallback(settled!);
    await tx
      .update(attributions)
      .set({ firstDepositAt: now })
      .where(and(eq(attributions.userId, invoice.userId), isNull(attributions.firstDepositAt)));
    await grantDepositBonus(txCtx, settled!, paid);
    credited = { first: (await countPaidDeposits(tx, invoice.userId)) === 1 };
    return settled!;
  });
  if (credited) trackDeposit(answer, credited.first);
  return answer;
}

/** The player's paid deposits; their lock (`lockPlayerDeposits`) keeps the count exact. */
async function countPaidDeposits(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ paid: count() })
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.userId, userId), eq(paymentInvoices.status, 'paid')));
  return row?.paid ?? 0;
}
