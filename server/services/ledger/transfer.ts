import { and, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { ledgerAccounts, ledgerTransfers, type LedgerTransfer } from '@/server/db/schema';
import { inTransaction, isTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/lib/app-error';
import { uniqueViolation } from '@/server/lib/db-errors';
import { countTransfer } from '@/server/lib/metrics';
import { sha256 } from '@/server/lib/secrets';
import { accountCode, ensureAccounts, knownAccountIds, type AccountRef } from './accounts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

export type TransferInput = {
  /** Unique per operation: a retry with the same key and content answers the first result. */
  key: string;
  kind: string;
  debit: AccountRef;
  credit: AccountRef;
  /** Minor units, positive. */
  amount: number;
  currency: Currency;
  /** Holds the money instead of moving it; `settlePending` posts or voids it later. */
  pending?: boolean;
  metadata?: Record<string, unknown>;
  /**
   * Picks the system account's shard instead of `key`. Transfers of one transaction that share
   * it lock one shard: a bet's stake and payout on two shards could deadlock with another bet
   * holding them the other way round.
   */
  shardKey?: string;
};

/** The transfer a key already names; other content under the same key is a 409. */
async function existing(db: Db, key: string, fingerprint: string) {
  const [row] = await db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, key));
  if (row && row.fingerprint !== fingerprint) throw AppError.of('idempotency_conflict', 409);
  return row;
}

/**
 * Records the transfer row first: a second request with the same key waits on the unique
 * index until the first commits, then finds it (`undefined` here) instead of moving money twice.
 */
async function record(tx: Db, values: typeof ledgerTransfers.$inferInsert) {
  const [row] = await tx
    .insert(ledgerTransfers)
    .values(values)
    .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
    .returning();
  return row;
}

/** One account's change; `spends` is checked against what a player's account holds. */
type Move = {
  accountId: number;
  system: boolean;
  balance?: number;
  pendingDebits?: number;
  pendingCredits?: number;
  spends?: number;
};

/**
 * Applies the changes, each an update that locks its row. Players' rows come first and system
 * rows (the house, providers: every bet touches them) last, each group in id order: one total
 * order, so two transfers cannot deadlock, and the busiest rows are held only from their
 * update to the commit. A player's debit is conditional on the money being there.
 */
async function applyMoves(tx: Db, moves: Move[]) {
  const ordered = [...moves].sort(
    (a, b) => Number(a.system) - Number(b.system) || a.accountId - b.accountId,
  );
  for (const move of ordered) {
    const add = (column: AnyColumn, amount: number | undefined) =>
      amount ? sql`${column} + ${amount}` : undefined;
    const updated = await tx
      .update(ledgerAccounts)
      .set({
        balance: add(ledgerAccounts.balance, move.balance),
        pendingDebits: add(ledgerAccounts.pendingDebits, move.pendingDebits),
        pendingCredits: add(ledgerAccounts.pendingCredits, move.pendingCredits),
      })
      .where(
        and(
          eq(ledgerAccounts.id, move.accountId),
          move.spends
            ? sql`(${ledgerAccounts.allowNegative} or ${ledgerAccounts.balance} - ${ledgerAccounts.pendingDebits} >= ${move.spends})`
            : undefined,
        ),
      )
      .returning({ id: ledgerAccounts.id });
    if (updated.length === 0) throw AppError.field('amount', 'insufficient_funds');
  }
}

/** The digest of what a transfer does: the same key with another one is a 409. */
export function transferFingerprint(
  input: Pick<TransferInput, 'kind' | 'debit' | 'credit' | 'amount' | 'currency' | 'pending'>,
) {
  return sha256(
    JSON.stringify([
      input.kind,
      accountCode(input.debit),
      accountCode(input.credit),
      input.amount,
      input.currency,
      !!input.pending,
    ]),
  );
}

/**
 * Moves money (or holds it) between two accounts in one database transaction: both accounts
 * locked in a fixed order, the debit conditional on the player having the money, one immutable
 * transfer row. Idempotent by key: the same key and content answers the first transfer; the same
 * key with other content is a 409. A player without the money gets 422 `insufficient_funds`.
 * Runs in `ctx.db` when that is the caller's transaction (a bet, a deposit), else in its own.
 */
export async function transfer(ctx: Ctx, input: TransferInput): Promise<LedgerTransfer> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw AppError.field('amount', 'invalid_amount');
  }
  const debitCode = accountCode(input.debit);
  const creditCode = accountCode(input.credit);
  if (debitCode === creditCode) throw AppError.field('amount', 'invalid_value');
  const fingerprint = transferFingerprint(input);

  const now = ctx.clock.now();
  const shardKey = input.shardKey ?? input.key;
  const move = async (db: Db, [from, to]: number[]) => {
    const row = await callTransfer(db, {
      key: input.key,
      fingerprint,
      kind: input.kind,
      pending: input.pending ?? false,
      debit: from!,
      debitSystem: isSystem(input.debit),
      credit: to!,
      creditSystem: isSystem(input.credit),
      amount: input.amount,
      currency: input.currency,
      metadata: input.metadata ?? {},
      createdAt: now,
    });
    if (row.fingerprint !== fingerprint) throw AppError.of('idempotency_conflict', 409);
    // A row made by this call carries its instant; one found under the key, an earlier one's.
    if (row.createdAt.getTime() === now.getTime()) countTransfer(row.kind, row.currency);
    return row;
  };
  // With both accounts' ids known, the transfer is one statement, atomic by itself: no
  // transaction to open or commit, one round trip. Otherwise an account may have to be opened
  // first, in the same transaction.
  const known = isTransaction(ctx.db)
    ? null
    : knownAccountIds(ctx.db, [input.debit, input.credit], shardKey);
  if (known) return move(ctx.db, known);
  return inTransaction(ctx.db, async (tx) =>
    move(tx, await ensureAccounts(tx, [input.debit, input.credit], shardKey, now)),
  );
}

type TransferCall = {
  key: string;
  fingerprint: string;
  kind: string;
  pending: boolean;
  debit: number;
  debitSystem: boolean;
  credit: number;
  creditSystem: boolean;
  amount: number;
  currency: Currency;
  metadata: Record<string, unknown>;
  createdAt: Date;
};

/**
 * `ledger_transfer()` (migration 0007): the transfer row, then both accounts in the lock order
 * of `applyMoves`, the debit conditional, in one statement. Answers the row under the key, new
 * or made before (the caller compares fingerprints); a player without the money is a 422.
 */
async function callTransfer(db: Db, call: TransferCall): Promise<LedgerTransfer> {
  try {
    const result = await db.execute(
      sql`select * from ledger_transfer(${call.key}, ${call.fingerprint}, ${call.kind}, ${call.pending}, ${call.debit}::int4, ${call.debitSystem}, ${call.credit}::int4, ${call.creditSystem}, ${call.amount}::int8, ${call.currency}, ${JSON.stringify(call.metadata)}::jsonb, ${call.createdAt.toISOString()}::timestamptz)`,
    );
    return transferOf(rowsOf<TransferRow>(result)[0]!);
  } catch (error) {
    if (cannotSpend(error)) throw AppError.field('amount', 'insufficient_funds');
    throw error;
  }
}

/** The rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A `ledger_transfers` row as the driver answers it to raw SQL: snake case, int8 maybe a string. */
export type TransferRow = {
  id: number | string;
  idempotency_key: string;
  fingerprint: string;
  kind: string;
  status: LedgerTransfer['status'];
  debit_account_id: number;
  credit_account_id: number;
  amount: number | string;
  currency: Currency;
  settles_id: number | string | null;
  metadata: Record<string, unknown> | string;
  created_at: Date | string;
};

export function transferOf(row: TransferRow): LedgerTransfer {
  return {
    id: Number(row.id),
    idempotencyKey: row.idempotency_key,
    fingerprint: row.fingerprint,
    kind: row.kind,
    status: row.status,
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    amount: Number(row.amount),
    currency: row.currency,
    settlesId: row.settles_id === null ? null : Number(row.settles_id),
    metadata: typeof row.metadata === 'string' ? JSON.parse(row.metadata) : row.metadata,
    createdAt: new Date(row.created_at),
  };
}

/** `ledger_apply()` refused a debit: the account does not hold the money (SQLSTATE LG001). */
export function cannotSpend(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === 'LG001') return true;
    current = cause;
  }
  return false;
}

const isSystem = (ref: AccountRef) => ref.owner !== 'user';

/**
 * Posts (moves the held money) or voids (releases it) a pending transfer, once. Idempotent by
 * key like `transfer`; settling a transfer that is not pending, or is settled already under
 * another key, is a 409. Runs in the caller's transaction like `transfer`.
 */
export async function settlePending(
  ctx: Ctx,
  input: {
    key: string;
    pendingKey: string;
    action: 'post' | 'void';
    metadata?: Record<string, unknown>;
  },
): Promise<LedgerTransfer> {
  const fingerprint = sha256(JSON.stringify(['settle', input.pendingKey, input.action]));
  return inTransaction(ctx.db, async (tx) => {
    const found = await existing(tx, input.key, fingerprint);
    if (found) return found;
    const [held] = await tx
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, input.pendingKey))
      .for('update');
    if (!held || held.status !== 'pending') throw AppError.of('transfer_not_pending', 409);
    const row = await record(tx, {
      idempotencyKey: input.key,
      fingerprint,
      kind: `${held.kind}:${input.action}`,
      status: input.action === 'post' ? 'posted' : 'voided',
      debitAccountId: held.debitAccountId,
      creditAccountId: held.creditAccountId,
      amount: held.amount,
      currency: held.currency,
      settlesId: held.id,
      metadata: input.metadata ?? {},
      createdAt: ctx.clock.now(),
    }).catch((error: unknown) => {
      // Settled already under another key: the unique index on settles_id says so.
      if (uniqueViolation(error)) throw AppError.of('transfer_not_pending', 409);
      throw error;
    });
    if (!row) return (await existing(tx, input.key, fingerprint))!;
    countTransfer(row.kind, row.currency);

    const accounts = await tx
      .select({ id: ledgerAccounts.id, system: ledgerAccounts.allowNegative })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, [held.debitAccountId, held.creditAccountId]));
    const system = (id: number) => accounts.find((account) => account.id === id)!.system;
    const post = input.action === 'post';
    const amount = held.amount;
    await applyMoves(tx, [
      {
        accountId: held.debitAccountId,
        system: system(held.debitAccountId),
        pendingDebits: -amount,
        balance: post ? -amount : undefined,
      },
      {
        accountId: held.creditAccountId,
        system: system(held.creditAccountId),
        pendingCredits: -amount,
        balance: post ? amount : undefined,
      },
    ]);
    return row;
  });
}
