import { and, eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { paymentInvoices, type PaymentInvoice } from '@/server/db/schema';
import { releaseDeposit } from './deposit-hold';
import { recordPaymentEvent } from './record-payment-event';

/**
 * A pending invoice past its expiry becomes expired, and its hold is released, when someone
 * reads it; no timer is needed, since nothing but a read (or a late webhook) can tell the
 * difference. The update is conditional,
 * so a webhook that settled the invoice meanwhile wins. The expiry is one of the invoice's events.
 */
export async function expireIfDue(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  invoice: PaymentInvoice,
): Promise<PaymentInvoice> {
  if (invoice.status !== 'pending' || invoice.expiresAt > ctx.clock.now()) return invoice;
  const expired = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentInvoices)
      .set({ status: 'expired' })
      .where(and(eq(paymentInvoices.id, invoice.id), eq(paymentInvoices.status, 'pending')))
      .returning();
    if (row) {
      await releaseDeposit({ ...ctx, db: tx }, row);
      await recordPaymentEvent(
        { ...ctx, db: tx },
        { invoiceId: row.id, kind: 'expired', status: 'expired', changed: true },
      );
    }
    return row;
  });
  if (expired) return expired;
  const [current] = await ctx.db
    .select()
    .from(paymentInvoices)
    .where(eq(paymentInvoices.id, invoice.id));
  return current ?? invoice;
}
