import { SANDBOX_CHECKOUT_TOKEN_PARAM } from '@/lib/constants/payments';
import { schemaLoader, type ApiClient } from './client';

const billingSchemas = schemaLoader(() => import('@/lib/schemas/billing'));

/**
 * What the sandbox provider's checkout page calls. Reading the invoice needs only its id; Pay
 * and Decline need the checkout link's token (or the owner's session, which the client sends
 * when there is one). Every call answers 404 when the sandbox is off.
 */

function invoicePath(invoiceId: string) {
  return `payments/sandbox/invoices/${encodeURIComponent(invoiceId)}`;
}

/** The token of a checkout link's fragment (`#token=…`), if the page was opened through one. */
export function checkoutTokenFrom(hash: string): string | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get(SANDBOX_CHECKOUT_TOKEN_PARAM) || undefined;
}

export function sandboxInvoice(api: ApiClient, invoiceId: string) {
  return api.get(invoicePath(invoiceId), billingSchemas('sandboxInvoiceAnswerSchema'));
}

/** Pays the invoice; an `amount` below the invoice's makes the provider report that sum. */
export function paySandboxInvoice(
  api: ApiClient,
  invoiceId: string,
  checkoutToken: string | undefined,
  amount?: number,
) {
  const body = { ...(amount !== undefined && { amount }), checkout_token: checkoutToken };
  return api.post(
    `${invoicePath(invoiceId)}/pay`,
    billingSchemas('sandboxOutcomeAnswerSchema'),
    body,
  );
}

export function declineSandboxInvoice(
  api: ApiClient,
  invoiceId: string,
  checkoutToken: string | undefined,
) {
  return api.post(
    `${invoicePath(invoiceId)}/decline`,
    billingSchemas('sandboxOutcomeAnswerSchema'),
    {
      checkout_token: checkoutToken,
    },
  );
}
