import { and, eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { payouts, type Payout } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { log } from '@/server/lib/log';
import { isUuid } from '@/server/lib/uuid';
import { settlePending } from '@/server/services/ledger/transfer';
import type { PayoutEvent } from '@/server/services/payments/providers/types';
import { returnPayout } from './return-payout';

/**
 * Applies a provider's verified report on a payout, once, under the payout's row lock. The
 * payout is found by our id when the report names it, else by the provider's reference; a
 * report whose reference is not the payout's transfer is a 404 and changes nothing.
 *
 * - `approved` (the provider took it): `sent` is news (its status kept); `paid` makes it `paid`;
 *   `failed` makes it `failed` and returns the money to the player (`returnPayout`, once).
 * - `pending` (our approval rolled back after the provider had taken it, say its answer was lost):
 *   `sent` or `paid` means the money is leaving after all, so the hold is posted as an approval
 *   would (and `paid` ends it); `failed` leaves the hold for the operator to decide.
 * - Ended (`paid`, `failed`) or never approved (`rejected`, `cancelled`): a replay changes
 *   nothing; a report that contradicts the end (finished after the money came back) moves no
 *   money, it is logged for staff to settle by hand.
 */
export async function settlePayout(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  providerName: string,
  event: PayoutEvent,
): Promise<Payout> {
  return ctx.db.transaction(async (tx) => {
    const byId = event.payoutId && isUuid(event.payoutId);
    const [payout] = await tx
      .select()
      .from(payouts)
      .where(
        and(
          eq(payouts.provider, providerName),
          byId ? eq(payouts.id, event.payoutId!) : eq(payouts.providerReference, event.reference),
        ),
      )
      .for('update');
    if (!payout) throw AppError.of('not_found', 404);
    if (payout.providerReference && payout.providerReference !== event.reference) {
      throw AppError.of('not_found', 404);
    }
    const txCtx = { ...ctx, db: tx };
    const now = ctx.clock.now();
    const update = (values: Partial<typeof payouts.$inferInsert>) =>
      tx
        .update(payouts)
        .set({ providerStatus: event.providerStatus, ...values })
        .where(eq(payouts.id, payout.id))
        .returning()
        .then((rows) => rows[0]!);

    if (payout.status === 'pending' && event.status !== 'failed') {
      await settlePending(txCtx, {
        key: `payout:${payout.id}:post`,
        pendingKey: `payout:${payout.id}`,
        action: 'post',
        metadata: { note: 'taken by the provider', provider_status: event.providerStatus },
      });
      return update({
        status: event.status === 'paid' ? 'paid' : 'approved',
        providerReference: event.reference,
        decidedAt: now,
        ...(event.status === 'paid' && { settledAt: now }),
      });
    }
    if (payout.status === 'pending') {
      // It failed at the provider before our approval ever stood: the hold waits for the operator.
      return update({ failureReason: event.error ?? event.providerStatus });
    }
    if (payout.status === 'approved') {
      if (event.status === 'sent') return update({});
      if (event.status === 'paid') return update({ status: 'paid', settledAt: now });
      await returnPayout(txCtx, payout, event.error ?? event.providerStatus);
      return update({
        status: 'failed',
        settledAt: now,
        failureReason: event.error ?? event.providerStatus,
      });
    }
    const ended = payout.status === 'paid' || payout.status === 'failed';
    const replay =
      (payout.status === 'paid' && event.status === 'paid') ||
      (payout.status === 'failed' && event.status === 'failed');
    if (!replay && event.status !== 'sent') {
      log.error('payout: the provider reports what contradicts its end', {
        payoutId: payout.id,
        status: payout.status,
        providerStatus: event.providerStatus,
        advice: ended
          ? 'check the transfer at the provider and settle the player’s balance by hand'
          : 'the payout was never approved here: stop the transfer at the provider',
      });
    }
    return payout;
  });
}
