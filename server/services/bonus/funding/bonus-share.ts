import { eq, sql } from 'drizzle-orm';
import { bonusGrants, type BonusGrant } from '@/server/db/schema';
import { transfer } from '@/server/services/ledger/transfer';
import { bonusPool, houseAccount, userAccount, type FundingCtx } from './grant-accounts';

export type ShareMove = {
  /** The product's key of the payment; the bonus share moves under `<key>:bonus`. */
  key: string;
  kind: string;
  shardKey: string;
  metadata?: Record<string, unknown>;
};

/**
 * Pays the bonus share of a win or of a stake given back, house → where the grant's money is
 * now: the player's bonus account while it runs; once it completed, real money as far as its
 * `max_conversion` still allows (the money would have converted) and the rest to the pool under
 * `<key>:excess`, as the conversion did, counted in `converted_amount` / `returned_amount`; once
 * it expired or was forfeited or cancelled, the pool (the player gave the bonus up and was told
 * so then), counted in `returned_amount`. The grant is locked by the caller.
 */
export async function payBonusShare(
  ctx: FundingCtx,
  grant: BonusGrant,
  amount: number,
  move: ShareMove,
) {
  if (amount <= 0) return;
  const base = {
    currency: grant.currency,
    shardKey: move.shardKey,
    kind: move.kind,
    debit: houseAccount(grant.currency),
    metadata: { ...move.metadata, grant_id: grant.id, money: 'bonus', grant_status: grant.status },
  };
  if (grant.status === 'active') {
    await transfer(ctx, {
      ...base,
      key: `${move.key}:bonus`,
      credit: userAccount(grant.userId, grant.currency, 'bonus'),
      amount,
    });
    return;
  }
  const room =
    grant.status !== 'completed'
      ? 0
      : grant.maxConversion === null
        ? amount
        : Math.max(0, grant.maxConversion - grant.convertedAmount);
  const converted = Math.min(amount, room);
  const returned = amount - converted;
  if (converted > 0) {
    await transfer(ctx, {
      ...base,
      key: `${move.key}:bonus`,
      credit: userAccount(grant.userId, grant.currency, 'real'),
      amount: converted,
    });
  }
  if (returned > 0) {
    await transfer(ctx, {
      ...base,
      key: grant.status === 'completed' ? `${move.key}:excess` : `${move.key}:bonus`,
      credit: bonusPool(grant.currency),
      amount: returned,
    });
  }
  await ctx.db
    .update(bonusGrants)
    .set({
      convertedAmount: sql`${bonusGrants.convertedAmount} + ${converted}`,
      returnedAmount: sql`${bonusGrants.returnedAmount} + ${returned}`,
    })
    .where(eq(bonusGrants.id, grant.id));
}
