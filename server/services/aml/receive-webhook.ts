import type { AppContext } from '@/server/app-context';
import { afterReview } from './after-review';
import { applyKycWebhook } from '@/server/services/kyc/apply-webhook';

/**
 * A verification webhook from end to end: checked, recorded and applied in its transaction
 * (`applyKycWebhook`), then what follows a review (`afterReview`). The route and the sandbox's
 * in-process delivery both come here, so the sandbox exercises the signature path every time.
 */
export async function receiveKycWebhook(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock' | 'fetch'>,
  raw: Uint8Array,
  headers: Headers,
) {
  const { outcome, review } = await applyKycWebhook(ctx, raw, headers);
  if (review) await afterReview(ctx, review);
  return outcome;
}
