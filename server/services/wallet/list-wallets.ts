import { eq } from 'drizzle-orm';
import { CURRENCIES, type Currency } from '@/lib/constants/currencies';
import { toMajor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import { ledgerAccounts, type User } from '@/server/db/schema';

/**
 * The player's wallets: the profile currency first, always (zeros when empty, so the header has
 * something to show), then every other currency the player holds money in, in the catalogue's
 * order. `balance` is real money available (posted minus holds), `bonus_balance` bonus money;
 * major units.
 */
export async function listWallets(ctx: Pick<AppContext, 'db'>, user: User) {
  const accounts = await ctx.db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, user.id));
  const wallets = new Map<Currency, { real: number; bonus: number }>();
  wallets.set(user.currency, { real: 0, bonus: 0 });
  for (const account of accounts) {
    // An account left empty by a payout or a spent bonus is not a wallet to show.
    if (account.balance === 0 && account.pendingDebits === 0) continue;
    // A debt is what the player owes, not money to show as a wallet.
    if (account.kind === 'debt') continue;
    const wallet = wallets.get(account.currency) ?? { real: 0, bonus: 0 };
    wallet[account.kind] += account.balance - account.pendingDebits;
    wallets.set(account.currency, wallet);
  }
  const order = (currency: Currency) =>
    currency === user.currency ? -1 : CURRENCIES.indexOf(currency);
  return [...wallets.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([currency, { real, bonus }]) => ({
      currency,
      balance: toMajor(real),
      bonus_balance: toMajor(bonus),
      total_balance: toMajor(real + bonus),
    }));
}
