import { sandboxInvoiceSchema } from '@/lib/schemas/billing';
import type { ApiClient } from './client';

/**
 * What the sandbox provider's checkout page calls. No player session is needed: the invoice id
 * is the secret. Every call answers 404 when the sandbox is off.
 */

type Outcome = { status: 'pending' | 'paid' | 'failed' | 'expired' };

function invoicePath(invoiceId: string) {
  return `payments/sandbox/invoices/${encodeURIComponent(invoiceId)}`;
}

export async function sandboxInvoice(api: ApiClient, invoiceId: string) {
  return sandboxInvoiceSchema.parse(await api.get<unknown>(invoicePath(invoiceId)));
}

/** Pays the invoice; another `amount` than the invoice's makes the provider report that sum. */
export function paySandboxInvoice(api: ApiClient, invoiceId: string, amount?: number) {
  return api.post<Outcome>(`${invoicePath(invoiceId)}/pay`, amount === undefined ? {} : { amount });
}

export function declineSandboxInvoice(api: ApiClient, invoiceId: string) {
  return api.post<Outcome>(`${invoicePath(invoiceId)}/decline`);
}
