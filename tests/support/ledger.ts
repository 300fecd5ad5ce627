import { sql } from 'drizzle-orm';
import { ledgerAccounts } from '@/server/db/schema';
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
