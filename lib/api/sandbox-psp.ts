import { sandboxInvoiceAnswerSchema, sandboxOutcomeAnswerSchema } from '@/lib/schemas/billing';
import type { ApiClient } from './client';

/**
 * What the sandbox provider's checkout page calls. No player session is needed: the invoice id
 * is the secret. Every call answers 404 when the sandbox is off.
 */

function invoicePath(invoiceId: string) {
  return `payments/sandbox/invoices/${encodeURIComponent(invoiceId)}`;
}

export function sandboxInvoice(api: ApiClient, invoiceId: string) {
  return api.get(invoicePath(invoiceId), sandboxInvoiceAnswerSchema);
}

/** Pays the invoice; another `amount` than the invoice's makes the provider report that sum. */
export function paySandboxInvoice(api: ApiClient, invoiceId: string, amount?: number) {
  const body = amount === undefined ? {} : { amount };
  return api.post(`${invoicePath(invoiceId)}/pay`, sandboxOutcomeAnswerSchema, body);
}

export function declineSandboxInvoice(api: ApiClient, invoiceId: string) {
  return api.post(`${invoicePath(invoiceId)}/decline`, sandboxOutcomeAnswerSchema);
}
