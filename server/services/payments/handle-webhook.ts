import type { AppContext } from '@/server/app-context';
import type { PaymentInvoice } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { grantWaitingFreeSpinsOf } from '@/server/services/bonus/grant-template-free-spins';
import { confirmPayment } from './confirm-payment';
import { paymentProvider } from './providers';

/**
 * A provider's webhook, from its raw body: the signature is checked before anything is read
 * (401 `invalid_signature`, nothing changes), then the report is parsed and applied once.
 * An unknown or disabled provider is a 404. Free spins the deposit's bonus recorded waiting are
 * granted once it committed (the aggregator is never called inside the deposit's transaction).
 */
export async function handleWebhook(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>,
  providerName: string,
  rawBody: string,
  headers: Headers,
): Promise<PaymentInvoice> {
  const provider = paymentProvider(ctx, providerName);
  if (!provider) throw AppError.of('not_found', 404);
  if (!provider.verifyWebhook(rawBody, headers)) throw AppError.of('invalid_signature', 401);
  const event = provider.parseWebhook(rawBody);
  const invoice = await confirmPayment(ctx, provider.name, event);
  // After the deposit committed: a welcome step of free spins it recorded is granted now.
  if (invoice.status === 'paid') await grantWaitingFreeSpinsOf(ctx, invoice.userId);
  return invoice;
}
