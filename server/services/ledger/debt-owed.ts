import { eq } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { Db } from '@/server/db/client';
import { ledgerAccounts } from '@/server/db/schema';
import { accountCode } from './accounts';

/** What the player owes in the currency (minor units, 0 when nothing): minus the debt's balance. */
export async function debtOwed(db: Db, userId: number, currency: Currency): Promise<number> {
  const code = accountCode({ owner: 'user', userId, currency, kind: 'debt' });
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, code));
  return row && row.balance < 0 ? -row.balance : 0;
}
