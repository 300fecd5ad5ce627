import { eq, inArray, or, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerTransfers } from '@/server/db/schema';
import type { TestApi } from './api';

/**
 * The ledger's invariants over every account: each currency's balances sum to zero and every
 * hold has its other side (pending debits equal pending credits).
 */
export async function expectLedgerBalanced(api: TestApi) {
  const rows = await api.ctx.db
    .select({
      currency: ledgerAccounts.currency,
      balance: sql<string>`sum(${ledgerAccounts.balance})`,
      holds: sql<string>`sum(${ledgerAccounts.pendingDebits}) - sum(${ledgerAccounts.pendingCredits})`,
    })
    .from(ledgerAccounts)
    .groupBy(ledgerAccounts.currency);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect({
      currency: row.currency,
      balance: Number(row.balance),
      holds: Number(row.holds),
    }).toEqual({ currency: row.currency, balance: 0, holds: 0 });
  }
}

/**
 * What the ledger holds of one player: each of their accounts' balance and holds, and every
 * transfer that touched one of them (with its status, so a hold posted or voided shows). Two
 * snapshots equal: nothing of the player's moved in between.
 */
export async function playerLedger(api: TestApi, userId: number) {
  const accounts = await api.ctx.db
    .select({
      id: ledgerAccounts.id,
      code: ledgerAccounts.code,
      balance: ledgerAccounts.balance,
      pendingDebits: ledgerAccounts.pendingDebits,
      pendingCredits: ledgerAccounts.pendingCredits,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId))
    .orderBy(ledgerAccounts.id);
  const ids = accounts.map((account) => account.id);
  const transfers =
    ids.length === 0
      ? []
      : await api.ctx.db
          .select({
            id: ledgerTransfers.id,
            kind: ledgerTransfers.kind,
            status: ledgerTransfers.status,
            amount: ledgerTransfers.amount,
          })
          .from(ledgerTransfers)
          .where(
            or(
              inArray(ledgerTransfers.debitAccountId, ids),
              inArray(ledgerTransfers.creditAccountId, ids),
            ),
          )
          .orderBy(ledgerTransfers.id);
  return { accounts, transfers };
}
