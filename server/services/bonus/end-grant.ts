import { and, eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { bonusGrants, type BonusGrant } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/lib/app-error';
import { userBalances } from '@/server/services/ledger/accounts';
import { transfer } from '@/server/services/ledger/transfer';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** How an active grant can end without converting, and its ledger key's suffix. */
const ENDINGS = { expired: 'expire', cancelled: 'cancel', forfeited: 'forfeit' } as const;
export type GrantEnding = keyof typeof ENDINGS;

/** The grant locked FOR UPDATE, by id and (when given) owner. */
export async function lockGrant(db: Db, id: number, userId?: number) {
  const [grant] = await db
    .select()
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.id, id),
        userId === undefined ? undefined : eq(bonusGrants.userId, userId),
      ),
    )
    .for('update');
  return grant;
}

/**
 * The bonus money of a grant: the player's bonus account in its currency (one active grant per
 * currency; free-spin wins sit there too), minor units.
 */
export async function grantBalance(db: Db, grant: Pick<BonusGrant, 'userId' | 'currency'>) {
  return (await userBalances(db, grant.userId, grant.currency)).bonus;
}

/**
 * Ends an active grant (expiry, the player's or an operator's cancel, a payout's forfeit): its
 * bonus money goes back to the pool (`bonus-grant:<id>:expire|cancel|forfeit`), the grant
 * records what went back. Under the grant's row lock, so a bet converting it at the same moment
 * (which locks it too) goes first or finds it ended. `confirmAmount` (minor units) is what the
 * player was shown: another current amount is a 409 `amount_changed`. A grant that is no longer
 * active is answered as it is (a replayed cancel, an expiry racing a completion).
 */
export async function endGrant(
  ctx: Ctx,
  input: {
    grantId: number;
    userId?: number;
    status: GrantEnding;
    reason: string;
    confirmAmount?: number;
  },
): Promise<BonusGrant> {
  return inTransaction(ctx.db, async (tx) => {
    const grant = await lockGrant(tx, input.grantId, input.userId);
    if (!grant) throw AppError.of('not_found', 404);
    if (grant.status !== 'active') return grant;
    const balance = Math.max(0, await grantBalance(tx, grant));
    if (input.confirmAmount !== undefined && input.confirmAmount !== balance) {
      throw AppError.of('amount_changed', 409);
    }
    if (balance > 0) {
      await transfer(
        { ...ctx, db: tx },
        {
          key: `bonus-grant:${grant.id}:${ENDINGS[input.status]}`,
          kind: `bonus_${ENDINGS[input.status]}`,
          debit: { owner: 'user', userId: grant.userId, currency: grant.currency, kind: 'bonus' },
          credit: { owner: 'bonus', currency: grant.currency },
          amount: balance,
          currency: grant.currency,
          metadata: { grantId: grant.id, reason: input.reason },
        },
      );
    }
    const [ended] = await tx
      .update(bonusGrants)
      .set({
        status: input.status,
        returnedAmount: grant.returnedAmount + balance,
        reason: input.reason,
        endedAt: ctx.clock.now(),
      })
      .where(eq(bonusGrants.id, grant.id))
      .returning();
    return ended!;
  });
}
