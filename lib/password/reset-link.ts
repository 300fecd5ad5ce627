import type { ApiClient } from '@/lib/api/client';
import { confirmResetLink } from '@/lib/api/password';
import { tokenCheckFailure } from './reset-page';

/**
 * How confirming an e-mailed reset link went: `confirmed` with the fresh token the API answered,
 * `rejected` when the API refused the link's token, `unconfirmed` with the link's own token when
 * no proper answer came (the reset call checks that token again anyway).
 */
export type LinkConfirmation =
  { outcome: 'confirmed' | 'unconfirmed'; token: string } | { outcome: 'rejected' };

const confirmations = new Map<string, Promise<LinkConfirmation>>();

/**
 * Confirms the e-mailed link's token once per page (`email/token/confirm` uses it up), however
 * often the form mounts (React's development double effects, a remount): later calls share the
 * first answer. Never rejects.
 */
export function confirmResetLinkOnce(api: ApiClient, token: string): Promise<LinkConfirmation> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = confirmResetLink(api, token).then(
      (answer): LinkConfirmation => ({ outcome: 'confirmed', token: answer.data.reset_token }),
      (error: unknown): LinkConfirmation =>
        tokenCheckFailure(error) === 'rejected'
          ? { outcome: 'rejected' }
          : { outcome: 'unconfirmed', token },
    );
    confirmations.set(token, confirmation);
  }
  return confirmation;
}
