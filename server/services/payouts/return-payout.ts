import type { AppContext } from '@/server/app-context';
import type { Payout } from '@/server/db/schema';
import { transfer } from '@/server/services/ledger/transfer';

/**
 * A payout that will never arrive (the provider refused it, or reported it failed or rejected)
 * gives its money back: the provider's clearing account, which the approval paid, pays the
 * player's real account the whole amount, under `payout:<id>:return`, so however many times the
 * failure is reported the money comes back once. In the caller's transaction, under the payout's
 * row lock.
 */
export function returnPayout(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  payout: Payout,
  reason: string | null,
) {
  return transfer(ctx, {
    key: `payout:${payout.id}:return`,
    kind: 'payout_return',
    debit: { owner: 'psp', provider: payout.provider, currency: payout.currency },
    credit: { owner: 'user', userId: payout.userId, currency: payout.currency, kind: 'real' },
    amount: payout.amount,
    currency: payout.currency,
    metadata: { payout_id: payout.id, reason },
  });
}
