import { eq } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import { users, type AccountKind } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { userBalances, type AccountRef } from '@/server/services/ledger/accounts';
import { transfer } from '@/server/services/ledger/transfer';

export type Adjustment = {
  /** The operator's idempotency key: a retried request with it moves the money once. */
  key: string;
  userId: number;
  currency: Currency;
  /** Minor units. */
  amount: number;
  direction: 'credit' | 'debit';
  kind: AccountKind;
  reason: string;
  /** A held adjustment's four-eyes record (who asked, who confirmed), kept beside the reason. */
  approval?: string;
};

/**
 * An operator corrects a player's balance: one ledger transfer between the house and the
 * player's real or bonus account, so even a manual correction is balanced, keyed and explained
 * (`reason` in its metadata, and the approval's names when four eyes held it). A debit beyond what the player has is 422 `insufficient_funds`.
 * Keys live in their own namespace (`adjustment:<key>`), so an operator's key can never replay
 * a payout's or a deposit's transfer. The seed funds the demo account the same way.
 */
export async function adjustBalance(ctx: Pick<AppContext, 'db' | 'clock'>, input: Adjustment) {
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw AppError.field('user_id', 'invalid_value');

  const player: AccountRef = {
    owner: 'user',
    userId: user.id,
    currency: input.currency,
    kind: input.kind,
  };
  const house: AccountRef = { owner: 'house', currency: input.currency };
  const credit = input.direction === 'credit';
  const row = await transfer(ctx, {
    key: `adjustment:${input.key}`,
    kind: 'adjustment',
    debit: credit ? house : player,
    credit: credit ? player : house,
    amount: input.amount,
    currency: input.currency,
    metadata: { reason: input.reason, ...(input.approval && { approval: input.approval }) },
  });
  const balances = await userBalances(ctx.db, user.id, input.currency);
  return { transferId: row.id, balance: input.kind === 'real' ? balances.real : balances.bonus };
}
