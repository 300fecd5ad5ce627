import type { AppContext } from '@/server/app-context';
import {
  paymentProviderEvents,
  type InvoiceStatus,
  type PaymentEventKind,
} from '@/server/db/schema';

export type PaymentEventInput = {
  invoiceId: string;
  kind: PaymentEventKind;
  /** The invoice's status after the event. */
  status: InvoiceStatus;
  changed: boolean;
  /** For a callback: whether its signature was checked and valid. */
  signatureVerified?: boolean;
  payload?: Record<string, unknown>;
};

/**
 * Appends one event to an invoice's history (`payment_provider_events`), in `ctx.db`: the
 * transaction that changes the invoice, so the history never tells of a change that rolled back.
 */
export async function recordPaymentEvent(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  input: PaymentEventInput,
) {
  await ctx.db.insert(paymentProviderEvents).values({
    invoiceId: input.invoiceId,
    kind: input.kind,
    status: input.status,
    changed: input.changed,
    signatureVerified: input.kind === 'callback' ? (input.signatureVerified ?? false) : null,
    payload: input.payload ?? {},
    createdAt: ctx.clock.now(),
  });
}
