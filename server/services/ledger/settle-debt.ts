import { eq, or, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { ledgerAccounts, ledgerTransfers, type LedgerTransfer } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { accountCode, type AccountRef } from './accounts';
import { transfer } from './transfer';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** A player's account row, locked; undefined when never opened. */
async function lockAccount(db: Db, ref: AccountRef) {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, accountCode(ref)))
    .for('update');
  return row;
}

/**
 * Pays a player's debt (ARCHITECTURE: a reversal the player could not cover) from their real
 * money, as far as it goes: min(available, owed), real → debt. Called after a deposit is
 * credited and after a sports payout. The key derives from the debt account's state (its last
 * transfer), so a replay of the same moment moves nothing twice, and a later deposit pays the
 * rest under a new key. Both rows are locked real first, then debt, the order a reversal takes.
 */
export async function settleDebt(
  ctx: Ctx,
  userId: number,
  currency: Currency,
): Promise<LedgerTransfer | null> {
  const realRef: AccountRef = { owner: 'user', userId, currency, kind: 'real' };
  const debtRef: AccountRef = { owner: 'user', userId, currency, kind: 'debt' };
  return inTransaction(ctx.db, async (tx) => {
    const real = await lockAccount(tx, realRef);
    const debt = await lockAccount(tx, debtRef);
    if (!real || !debt || debt.balance >= 0) return null;
    const amount = Math.min(real.balance - real.pendingDebits, -debt.balance);
    if (amount <= 0) return null;
    const [last] = await tx
      .select({ id: sql<number>`max(${ledgerTransfers.id})` })
      .from(ledgerTransfers)
      .where(
        or(
          eq(ledgerTransfers.debitAccountId, debt.id),
          eq(ledgerTransfers.creditAccountId, debt.id),
        ),
      );
    return transfer(
      { ...ctx, db: tx },
      {
        key: `debt-settle:${userId}:${currency}:${Number(last?.id ?? 0)}`,
        kind: 'debt_settle',
        debit: realRef,
        credit: debtRef,
        amount,
        currency,
        metadata: { owed: -debt.balance },
      },
    );
  });
}
