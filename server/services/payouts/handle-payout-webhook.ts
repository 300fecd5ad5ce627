import type { AppContext } from '@/server/app-context';
import type { Payout } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { paymentProvider } from '@/server/services/payments/providers';
import { settlePayout } from './settle-payout';

/**
 * A provider's payout callback, from its raw body: the signature is checked before anything is
 * read (401 `invalid_signature`, nothing changes), then the report is parsed and applied once.
 * A provider that is unknown, off, or reports no payouts is a 404.
 */
export async function handlePayoutWebhook(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>,
  providerName: string,
  rawBody: string,
  headers: Headers,
): Promise<Payout> {
  const provider = paymentProvider(ctx, providerName);
  if (!provider?.parsePayoutWebhook) throw AppError.of('not_found', 404);
  if (!provider.verifyWebhook(rawBody, headers)) throw AppError.of('invalid_signature', 401);
  const event = provider.parsePayoutWebhook(rawBody);
  return settlePayout(ctx, provider.name, event);
}
