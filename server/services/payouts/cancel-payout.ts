import { and, eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { payouts, type Payout } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { isUuid } from '@/server/lib/uuid';
import { settlePending } from '@/server/services/ledger/transfer';

/**
 * The player takes back a payout still awaiting the operator: the hold is voided (the money is
 * available again) and the payout is `cancelled`, in one transaction under the payout's row
 * lock, so an operator deciding at the same moment either wins or gets 409. Another player's
 * payout is a 404, as if it did not exist.
 */
export async function cancelPayout(ctx: AppContext, userId: number, id: string): Promise<Payout> {
  if (!isUuid(id)) throw AppError.of('not_found', 404);
  return ctx.db.transaction(async (tx) => {
    const [payout] = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.id, id), eq(payouts.userId, userId)))
      .for('update');
    if (!payout) throw AppError.of('not_found', 404);
    if (payout.status !== 'pending') throw AppError.of('payout_not_pending', 409);
    await settlePending(
      { ...ctx, db: tx },
      { key: `payout:${id}:void`, pendingKey: `payout:${id}`, action: 'void' },
    );
    const [cancelled] = await tx
      .update(payouts)
      .set({ status: 'cancelled', decidedAt: ctx.clock.now() })
      .where(eq(payouts.id, id))
      .returning();
    return cancelled!;
  });
}
