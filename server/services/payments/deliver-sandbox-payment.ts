import { toMajor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import type { PaymentInvoice } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { handleWebhook } from './handle-webhook';
import { SANDBOX_PROVIDER, SIGNATURE_HEADER } from './providers/sandbox';
import { isValidCheckoutToken } from './providers/sandbox-checkout-token';
import { signWebhook } from './providers/sign';
import { findSandboxInvoice } from './read-sandbox-invoice';

/** Who presses the button: the holder of the checkout link's token, or a signed-in player. */
export type CheckoutAccess = { token: string } | { userId: number };

/**
 * The sandbox checkout's Pay or Decline button: the provider sends its signed webhook, exactly as
 * it would over HTTP, through the same verify → parse → confirm path as the webhook route, so the
 * signature path is exercised on every sandbox payment. Only the checkout link's token or the
 * invoice owner's session may press it (401 `invalid_checkout_token`, 403 `forbidden`).
 * `amount` (minor units) lets a tester pay less than the invoice, never more. A settled invoice
 * is a 409 `invoice_not_pending`, an expired one a 422 `invoice_expired`. Answers the outcome and
 * the invoice's player (whose free spins the caller grants after a paid deposit).
 */
export async function deliverSandboxPayment(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>,
  id: string,
  access: CheckoutAccess,
  outcome: { status: 'paid' | 'failed'; amount?: number },
) {
  const invoice = await findSandboxInvoice(ctx, id);
  checkAccess(ctx, invoice, access);
  if (invoice.status === 'paid' || invoice.status === 'failed') {
    throw AppError.of('invoice_not_pending', 409);
  }
  if (invoice.status === 'expired') throw AppError.field('invoice', 'invoice_expired');
  if (outcome.amount !== undefined && outcome.amount > invoice.amount) {
    throw AppError.field('amount', 'amount_too_large');
  }

  const body = JSON.stringify({
    invoice_id: invoice.id,
    status: outcome.status,
    amount: toMajor(outcome.amount ?? invoice.amount),
    currency: invoice.currency,
  });
  const signature = signWebhook(body, ctx.config.sandboxPsp!.secret);
  const settled = await handleWebhook(
    ctx,
    SANDBOX_PROVIDER,
    body,
    new Headers({ [SIGNATURE_HEADER]: signature }),
  );
  return { status: settled.status, userId: settled.userId };
}

function checkAccess(
  ctx: Pick<AppContext, 'clock' | 'config'>,
  invoice: PaymentInvoice,
  access: CheckoutAccess,
) {
  if ('token' in access) {
    const key = ctx.config.authSecret;
    if (!isValidCheckoutToken(key, invoice.id, access.token, ctx.clock.now())) {
      throw AppError.of('invalid_checkout_token', 401);
    }
  } else if (access.userId !== invoice.userId) {
    throw AppError.of('forbidden', 403);
  }
}
