import { trackPayout } from '@/server/services/analytics';
import { eq } from 'drizzle-orm';
import { toMajor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { ledgerAccounts, payouts, users, type Payout } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { isUuid } from '@/server/lib/uuid';
import { accountCode } from '@/server/services/ledger/accounts';
import { assertPayoutStillVerified } from '@/server/services/kyc/payout-gate';
import { debtOwed } from '@/server/services/ledger/debt-owed';
import { settlePending } from '@/server/services/ledger/transfer';
import { paymentProvider } from '@/server/services/payments/providers';
import { PayoutRefusedError } from '@/server/services/payments/providers/types';
import { assertPlayerAllows } from '@/server/services/users/account-guard';
import { destinationOf } from './payout-destination';
import { returnPayout } from './return-payout';

export type PayoutDecision = 'approve' | 'reject';

const STATUS_OF: Record<PayoutDecision, Payout['status']> = {
  approve: 'approved',
  reject: 'rejected',
};

/**
 * An operator approves a pending payout (the hold is posted: the money leaves for the provider,
 * which is told to send it) or rejects it (the hold is voided: the money is the player's again).
 * Under the payout's row lock, so two operators, or an operator and the player cancelling, cannot
 * both act. The same decision again answers the payout unchanged (a retried click); any other
 * action on a decided payout is 409 `payout_not_pending`.
 *
 * A player in debt (a sports result corrected after the payout was asked for, see `settleDebt`)
 * cannot be paid: approval is a 409 `debt_outstanding` with the `amount` owed, as the request
 * itself would be; rejecting stays possible, and its released hold pays the debt at the next
 * deposit or sports payout.
 *
 * The provider is called inside the transaction with the payout's id as its reference: if it
 * fails, nothing is posted and the payout stays pending for another try; a provider that did send
 * before a failed commit recognises the same id when the approval is retried. A provider that
 * refuses the payout outright (`PayoutRefusedError`: a bad address, not enough balance) will never
 * send it: the approval stands, the payout is `failed` with the provider's reason and its money
 * goes back to the player in the same transaction (`payout:<id>:return`).
 */
export async function decidePayout(
  ctx: AppContext,
  id: string,
  decision: PayoutDecision,
  note: string | null,
): Promise<Payout> {
  if (!isUuid(id)) throw AppError.of('not_found', 404);
  let decidedNow = false as boolean;
  const answer = await ctx.db.transaction(async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
    if (!payout) throw AppError.of('not_found', 404);
    if (payout.status === STATUS_OF[decision]) return payout;
    decidedNow = true;
    if (payout.status !== 'pending') throw AppError.of('payout_not_pending', 409);

    if (decision === 'approve') {
      // A blocked account's payouts wait (they may be rejected); a closed one is still paid.
      await assertPlayerAllows(tx, payout.userId, 'payout', {
        status: 409,
        lock: true,
        now: ctx.clock.now(),
      });
      await refuseDebt(tx, payout);
      // A level taken away or asked since the request (a RED after a GREEN, a flag) stops it.
      await assertPayoutStillVerified({ db: tx, config: ctx.config }, payout.userId);
    }
    const action = decision === 'approve' ? 'post' : 'void';
    await settlePending(
      { ...ctx, db: tx },
      { key: `payout:${id}:${action}`, pendingKey: `payout:${id}`, action, metadata: { note } },
    );
    let reference: string | null = null;
    let refused: string | null = null;
    if (decision === 'approve') {
      const provider = paymentProvider(ctx, payout.provider);
      if (!provider) throw AppError.of('payments_unavailable', 503);
      try {
        ({ reference } = await provider.sendPayout(payout, destinationOf(ctx, payout)));
      } catch (error) {
        if (!(error instanceof PayoutRefusedError)) throw error;
        refused = error.reason;
        await returnPayout({ ...ctx, db: tx }, payout, refused);
      }
    }
    const [decided] = await tx
      .update(payouts)
      .set({
        status: refused === null ? STATUS_OF[decision] : 'failed',
        decisionNote: note,
        decidedAt: ctx.clock.now(),
        providerReference: reference,
        ...(refused !== null && {
          failureReason: refused,
          providerStatus: 'REFUSED',
          settledAt: ctx.clock.now(),
        }),
      })
      .where(eq(payouts.id, id))
      .returning();
    if (decision === 'approve' && refused === null) {
      // The turnover rule counts deposits from the last payout paid.
      await tx
        .update(users)
        .set({ turnoverFrom: ctx.clock.now() })
        .where(eq(users.id, payout.userId));
    }
    return decided!;
  });
  if (decidedNow && answer.status === 'approved') trackPayout(answer);
  return answer;
}

/**
 * 409 `debt_outstanding` when the payout's player owes money in its currency. The player's real
 * account is locked first, the order a reversal takes (real, then debt), so a reversal racing the
 * approval either committed before this read or waits for the approval's commit and then sees the
 * hold gone.
 */
async function refuseDebt(tx: Db, payout: Payout) {
  const real = accountCode({
    owner: 'user',
    userId: payout.userId,
    currency: payout.currency,
    kind: 'real',
  });
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, real))
    .for('update');
  const owed = await debtOwed(tx, payout.userId, payout.currency);
  if (owed > 0) {
    throw AppError.of('debt_outstanding', 409).withDetails({
      amount: toMajor(owed),
      currency: payout.currency,
    });
  }
}
