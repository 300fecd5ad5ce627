import { eq, sql } from 'drizzle-orm';
import { bonusGrants, type BonusGrant } from '@/server/db/schema';
import { userBalances } from '@/server/services/ledger/accounts';
import { transfer } from '@/server/services/ledger/transfer';
import { bonusPool, userAccount, type FundingCtx } from './grant-accounts';

/**
 * Converts an active grant whose wagering is done, in the caller's transaction: the player's
 * bonus money turns real up to `max_conversion` less what converted already
 * (`bonus-grant:<id>:convert`), the rest goes back to the pool (`bonus-grant:<id>:excess`), and
 * the grant is `completed`. The bonus account holds this grant's money only (one active grant
 * per player and currency). Answers the grant as it is now; anything else is left as it was.
 * The grant must be locked by the caller.
 */
export async function convertIfComplete(ctx: FundingCtx, grant: BonusGrant): Promise<BonusGrant> {
  if (grant.status !== 'active' || grant.wagered < grant.wageringRequired) return grant;
  const { bonus } = await userBalances(ctx.db, grant.userId, grant.currency);
  const room =
    grant.maxConversion === null ? bonus : Math.max(0, grant.maxConversion - grant.convertedAmount);
  const converted = Math.min(Math.max(0, bonus), room);
  const excess = Math.max(0, bonus) - converted;
  const from = userAccount(grant.userId, grant.currency, 'bonus');
  const metadata = { grant_id: grant.id };
  if (converted > 0) {
    await transfer(ctx, {
      key: `bonus-grant:${grant.id}:convert`,
      kind: 'bonus_convert',
      debit: from,
      credit: userAccount(grant.userId, grant.currency, 'real'),
      amount: converted,
      currency: grant.currency,
      metadata,
    });
  }
  if (excess > 0) {
    await transfer(ctx, {
      key: `bonus-grant:${grant.id}:excess`,
      kind: 'bonus_excess',
      debit: from,
      credit: bonusPool(grant.currency),
      amount: excess,
      currency: grant.currency,
      metadata,
    });
  }
  const [completed] = await ctx.db
    .update(bonusGrants)
    .set({
      status: 'completed',
      convertedAmount: sql`${bonusGrants.convertedAmount} + ${converted}`,
      returnedAmount: sql`${bonusGrants.returnedAmount} + ${excess}`,
      endedAt: ctx.clock.now(),
    })
    .where(eq(bonusGrants.id, grant.id))
    .returning();
  return completed!;
}
