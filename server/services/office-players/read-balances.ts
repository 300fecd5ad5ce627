import { eq } from 'drizzle-orm';
import { CURRENCIES, type Currency } from '@/lib/constants/currencies';
import { toMajor } from '@/lib/money/units';
import type { Db } from '@/server/db/client';
import { ledgerAccounts } from '@/server/db/schema';

type Balance = { real: number; holds: number; bonus: number; debt: number };

/**
 * A player's money per currency, straight from the ledger's accounts (`ledger_accounts_user_idx`):
 * real money available (posted less what pending payouts hold, the balance the player sees),
 * the holds, bonus money, and what a debt account says the player owes. The profile currency
 * comes first, always; then every other currency with an account, in the catalogue's order.
 * Major units.
 */
export async function readBalances(db: Db, userId: number, profileCurrency: Currency) {
  const accounts = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  const balances = new Map<Currency, Balance>([
    [profileCurrency, { real: 0, holds: 0, bonus: 0, debt: 0 }],
  ]);
  for (const account of accounts) {
    const balance = balances.get(account.currency) ?? { real: 0, holds: 0, bonus: 0, debt: 0 };
    if (account.kind === 'real') {
      balance.real += account.balance - account.pendingDebits;
      balance.holds += account.pendingDebits;
    } else if (account.kind === 'bonus') {
      balance.bonus += account.balance - account.pendingDebits;
    } else {
      // A debt account goes below zero by what the player owes.
      balance.debt += Math.max(0, -account.balance);
    }
    balances.set(account.currency, balance);
  }
  const order = (currency: Currency) =>
    currency === profileCurrency ? -1 : CURRENCIES.indexOf(currency);
  return [...balances.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([currency, balance]) => ({
      currency,
      real: toMajor(balance.real),
      holds: toMajor(balance.holds),
      bonus: toMajor(balance.bonus),
      debt: toMajor(balance.debt),
    }));
}
