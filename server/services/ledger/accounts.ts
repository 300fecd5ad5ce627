import { createHash } from 'node:crypto';
import { eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import { rootOf, type Db } from '@/server/db/client';
import { ledgerAccounts, type AccountKind } from '@/server/db/schema';

/** Names an account; system accounts exist once per currency (and provider). */
export type AccountRef =
  | { owner: 'user'; userId: number; currency: Currency; kind: AccountKind }
  | { owner: 'house'; currency: Currency }
  | { owner: 'bonus'; currency: Currency }
  | { owner: 'psp'; provider: string; currency: Currency };

/**
 * Every bet touches the house account, every deposit its provider's: one row each would make
 * all transfers of a currency wait for each other. So a system account is SYSTEM_SHARDS rows,
 * `house:RUB#0` … `house:RUB#7`, a transfer picks one by its key, and the account's balance is
 * the sum of its shards (`systemBalance`). Players' accounts are one row each.
 */
export const SYSTEM_SHARDS = 8;

const isSystem = (ref: AccountRef) => ref.owner !== 'user';

/**
 * System accounts are the other side of players' money; a player's `debt` account is what the
 * player owes after a reversal their real money could not cover (never a negative balance of
 * real money): both may go below zero.
 */
const mayGoNegative = (ref: AccountRef) =>
  isSystem(ref) || (ref.owner === 'user' && ref.kind === 'debt');

/** The account's name: a player's account, or a system account (all its shards). */
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

/** The row a transfer with this key uses: a player's account, or one shard of a system account. */
export function shardCode(ref: AccountRef, key: string) {
  if (!isSystem(ref)) return accountCode(ref);
  const shard = createHash('sha256').update(key).digest()[0]! % SYSTEM_SHARDS;
  return `${accountCode(ref)}#${shard}`;
}

/**
 * Every row of a system account, in shard order: for a statement that picks the shard in SQL as
 * `shardCode` does (a dice bet's, `place-settled-bet.ts`, tested against it).
 */
export function shardCodes(ref: AccountRef) {
  return Array.from({ length: SYSTEM_SHARDS }, (_, shard) => `${accountCode(ref)}#${shard}`);
}

/**
 * Account ids by code, per database (`rootOf`: a transaction's ids are its database's). An
 * account is never deleted nor renamed, so an id seen committed stays right; accounts a
 * transaction opens are remembered only once another transaction sees them (this one might
 * still roll back).
 */
const knownIds = new WeakMap<Db, Map<string, number>>();
/** Codes of the accounts each transaction opened: not committed before it is. */
const openedBy = new WeakMap<Db, Set<string>>();

/** The accounts' ids if all were seen committed before, else null (`ensureAccounts` opens them). */
export function knownAccountIds(db: Db, refs: AccountRef[], key: string): number[] | null {
  const known = knownIds.get(rootOf(db));
  const ids = refs.map((ref) => known?.get(shardCode(ref, key)));
  return ids.every((id) => id !== undefined) ? (ids as number[]) : null;
}

/**
 * The accounts' ids in the order asked, opening any that do not exist yet in `tx`, the
 * transaction the transfer runs in.
 */
export async function ensureAccounts(
  tx: Db,
  refs: AccountRef[],
  key: string,
  now: Date,
): Promise<number[]> {
  const root = rootOf(tx);
  let known = knownIds.get(root);
  if (!known) knownIds.set(root, (known = new Map()));
  const codes = refs.map((ref) => shardCode(ref, key));
  if (codes.every((code) => known.has(code))) return codes.map((code) => known.get(code)!);

  // In the order of their codes, whatever the transfer's direction: a stake (player, house) and a
  // payout (house, player) opening the same two accounts at once each waited for the row the
  // other had inserted first, and PostgreSQL ended one as a deadlock.
  const opening = refs
    .map((ref, index) => ({
      code: codes[index]!,
      owner: ref.owner,
      userId: ref.owner === 'user' ? ref.userId : null,
      currency: ref.currency,
      kind: ref.owner === 'user' ? ref.kind : ref.owner === 'bonus' ? 'bonus' : 'real',
      allowNegative: mayGoNegative(ref),
      createdAt: now,
    }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const opened = await tx
    .insert(ledgerAccounts)
    .values(opening)
    .onConflictDoNothing({ target: ledgerAccounts.code })
    .returning({ code: ledgerAccounts.code });
  let uncommitted = openedBy.get(tx);
  if (!uncommitted) openedBy.set(tx, (uncommitted = new Set()));
  for (const account of opened) uncommitted.add(account.code);
  const rows = await tx
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, codes));
  for (const row of rows) if (!uncommitted.has(row.code)) known.set(row.code, row.id);
  return codes.map((code) => rows.find((row) => row.code === code)!.id);
}

/** A player's balances in one currency, minor units; zero for accounts never opened. */
export async function userBalances(db: Db, userId: number, currency: Currency) {
  const rows = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  const of = (kind: AccountKind) => {
    const account = rows.find((row) => row.currency === currency && row.kind === kind);
    return account ? account.balance - account.pendingDebits : 0;
  };
  return { real: of('real'), bonus: of('bonus') };
}

/** A system account's balance, the sum of its shards, minor units. */
export async function systemBalance(db: Db, ref: AccountRef) {
  const code = accountCode(ref);
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)` })
    .from(ledgerAccounts)
    .where(or(eq(ledgerAccounts.code, code), like(ledgerAccounts.code, `${code}#%`)));
  return Number(row!.balance);
}
