import { toMajor } from '@/lib/money/amount';
import type { AppContext } from '@/server/app-context';
import { AppError } from '@/server/lib/app-error';
import { handleWebhook } from './handle-webhook';
import { SANDBOX_PROVIDER, SIGNATURE_HEADER } from './providers/sandbox';
import { signWebhook } from './providers/sign';
import { findSandboxInvoice } from './read-sandbox-invoice';

/**
 * The sandbox checkout's Pay or Decline button: the provider sends its signed webhook, exactly as
 * it would over HTTP, through the same verify → parse → confirm path as the webhook route, so the
 * signature path is exercised on every sandbox payment. `amount` (minor units) lets a tester pay
 * another sum than the invoice's. A settled invoice is a 409 `invoice_not_pending`, an expired
 * one a 422 `invoice_expired`.
 */
export async function deliverSandboxPayment(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  id: string,
  outcome: { status: 'paid' | 'failed'; amount?: number },
) {
  const invoice = await findSandboxInvoice(ctx, id);
  if (invoice.status === 'paid' || invoice.status === 'failed') {
    throw AppError.of('invoice_not_pending', 409);
  }
  if (invoice.status === 'expired') throw AppError.field('invoice', 'invoice_expired');

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
  return { status: settled.status };
}
