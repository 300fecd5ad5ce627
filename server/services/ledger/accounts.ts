import { eq, inArray } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { Db, Tx } from '@/server/db/client';
import { ledgerAccounts, type AccountKind, type LedgerAccount } from '@/server/db/schema';

/** Names an account; system accounts exist once per currency (and provider). */
export type AccountRef =
  | { owner: 'user'; userId: number; currency: Currency; kind: AccountKind }
  | { owner: 'house'; currency: Currency }
  | { owner: 'bonus'; currency: Currency }
  | { owner: 'psp'; provider: string; currency: Currency };

export function accountCode(ref: AccountRef) {
  switch (ref.owner) {
    case 'user':
      return `user:${ref.userId}:${ref.currency}:${ref.kind}`;
    case 'psp':
      return `psp:${ref.provider}:${ref.currency}`;
    default:
      return `${ref.owner}:${ref.currency}`;
  }
}

/** Finds the accounts, opening any that do not exist yet; answers them in the order asked. */
export async function ensureAccounts(
  db: Db | Tx,
  refs: AccountRef[],
  now: Date,
): Promise<LedgerAccount[]> {
  const codes = refs.map(accountCode);
  await db
    .insert(ledgerAccounts)
    .values(
      refs.map((ref, index) => ({
        code: codes[index]!,
        owner: ref.owner,
        userId: ref.owner === 'user' ? ref.userId : null,
        currency: ref.currency,
        kind: ref.owner === 'user' ? ref.kind : ref.owner === 'bonus' ? 'bonus' : 'real',
        allowNegative: ref.owner !== 'user',
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: ledgerAccounts.code });
  const rows = await db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.code, codes));
  return codes.map((code) => rows.find((row) => row.code === code)!);
}

/** A player's balances in one currency, minor units; zero for accounts never opened. */
export async function userBalances(db: Db | Tx, userId: number, currency: Currency) {
  const rows = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  const of = (kind: AccountKind) => {
    const account = rows.find((row) => row.currency === currency && row.kind === kind);
    return account ? account.balance - account.pendingDebits : 0;
  };
  return { real: of('real'), bonus: of('bonus') };
}
