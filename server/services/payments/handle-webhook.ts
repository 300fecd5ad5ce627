import type { AppContext } from '@/server/app-context';
import type { PaymentInvoice } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { checkDepositThreshold } from '@/server/services/kyc/payout-gate';
import { confirmPayment } from './confirm-payment';
import { paymentProvider } from './providers';

/**
 * A provider's webhook, from its raw body: the signature is checked before anything is read
 * (401 `invalid_signature`, nothing changes), then the report is parsed and applied once.
 * An unknown or disabled provider is a 404.
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
  const invoice = await confirmPayment(ctx, provider.name, event, { signatureVerified: true });
  // Deposits past the operator's threshold ask for verification (issue 35); the money is in either way.
  if (invoice.status === 'paid') await checkDepositThreshold(ctx, invoice.userId);
  return invoice;
}
