import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/context';
import type { Db, Tx } from '@/server/db/client';
import { ledgerAccounts, ledgerTransfers, type LedgerTransfer } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { uniqueViolation } from '@/server/lib/db-errors';
import { sha256 } from '@/server/lib/secrets';
import { accountCode, ensureAccounts, type AccountRef } from './accounts';

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
};

/** Runs `work` in the caller's transaction, or in its own; a lost race on a key is run again. */
async function inTransaction<T>(ctx: Ctx, tx: Tx | undefined, work: (tx: Tx) => Promise<T>) {
  if (tx) return work(tx);
  try {
    return await ctx.db.transaction(work);
  } catch (error) {
    // Two requests with one key: the second lost the insert race; now it finds the first.
    if (uniqueViolation(error)) return ctx.db.transaction(work);
    throw error;
  }
}

async function existing(db: Db | Tx, key: string, fingerprint: string) {
  const [row] = await db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, key));
  if (!row) return undefined;
  if (row.fingerprint !== fingerprint) throw AppError.of('idempotency_conflict', 409);
  return row;
}

/** Locks the rows in id order, so two transfers over the same accounts cannot deadlock. */
async function lockAccounts(tx: Tx, ids: number[]) {
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(ledgerAccounts.id)
    .for('update');
}

/** Takes money (or a hold) off an account; a player's account cannot go below what it holds. */
async function debit(tx: Tx, accountId: number, amount: number, pending: boolean) {
  const column = pending ? ledgerAccounts.pendingDebits : ledgerAccounts.balance;
  const change = pending ? sql`${column} + ${amount}` : sql`${column} - ${amount}`;
  const updated = await tx
    .update(ledgerAccounts)
    .set(pending ? { pendingDebits: change } : { balance: change })
    .where(
      and(
        eq(ledgerAccounts.id, accountId),
        sql`(${ledgerAccounts.allowNegative} or ${ledgerAccounts.balance} - ${ledgerAccounts.pendingDebits} >= ${amount})`,
      ),
    )
    .returning({ id: ledgerAccounts.id });
  if (updated.length === 0) throw AppError.field('amount', 'insufficient_funds');
}

async function credit(tx: Tx, accountId: number, amount: number, pending: boolean) {
  await tx
    .update(ledgerAccounts)
    .set(
      pending
        ? { pendingCredits: sql`${ledgerAccounts.pendingCredits} + ${amount}` }
        : { balance: sql`${ledgerAccounts.balance} + ${amount}` },
    )
    .where(eq(ledgerAccounts.id, accountId));
}

/**
 * Moves money (or holds it) between two accounts in one database transaction: both accounts
 * locked in a fixed order, the debit conditional on the player having the money, one immutable
 * transfer row. Idempotent by key: the same key and content answers the first transfer; the same
 * key with other content is a 409. A player without the money gets 422 `insufficient_funds`.
 */
export async function transfer(ctx: Ctx, input: TransferInput, tx?: Tx): Promise<LedgerTransfer> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw AppError.field('amount', 'invalid_amount');
  }
  const debitCode = accountCode(input.debit);
  const creditCode = accountCode(input.credit);
  if (debitCode === creditCode) throw AppError.field('amount', 'invalid_value');
  const fingerprint = sha256(
    JSON.stringify([
      input.kind,
      debitCode,
      creditCode,
      input.amount,
      input.currency,
      !!input.pending,
    ]),
  );

  return inTransaction(ctx, tx, async (tx) => {
    const found = await existing(tx, input.key, fingerprint);
    if (found) return found;
    const now = ctx.clock.now();
    const [from, to] = await ensureAccounts(tx, [input.debit, input.credit], now);
    await lockAccounts(tx, [from!.id, to!.id]);
    const pending = input.pending ?? false;
    await debit(tx, from!.id, input.amount, pending);
    await credit(tx, to!.id, input.amount, pending);
    const [row] = await tx
      .insert(ledgerTransfers)
      .values({
        idempotencyKey: input.key,
        fingerprint,
        kind: input.kind,
        status: pending ? 'pending' : 'posted',
        debitAccountId: from!.id,
        creditAccountId: to!.id,
        amount: input.amount,
        currency: input.currency,
        metadata: input.metadata ?? {},
        createdAt: now,
      })
      .returning();
    return row!;
  });
}

/**
 * Posts (moves the held money) or voids (releases it) a pending transfer, once. Idempotent by
 * key like `transfer`; settling a transfer that is not pending, or is settled already under
 * another key, is a 409.
 */
export async function settlePending(
  ctx: Ctx,
  input: {
    key: string;
    pendingKey: string;
    action: 'post' | 'void';
    metadata?: Record<string, unknown>;
  },
  tx?: Tx,
): Promise<LedgerTransfer> {
  const fingerprint = sha256(JSON.stringify(['settle', input.pendingKey, input.action]));
  return inTransaction(ctx, tx, async (tx) => {
    const found = await existing(tx, input.key, fingerprint);
    if (found) return found;
    const [held] = await tx
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, input.pendingKey))
      .for('update');
    if (!held || held.status !== 'pending') throw AppError.of('transfer_not_pending', 409);
    const [settled] = await tx
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.settlesId, held.id));
    if (settled) throw AppError.of('transfer_not_pending', 409);

    await lockAccounts(tx, [held.debitAccountId, held.creditAccountId]);
    const post = input.action === 'post';
    await tx
      .update(ledgerAccounts)
      .set({
        pendingDebits: sql`${ledgerAccounts.pendingDebits} - ${held.amount}`,
        ...(post && { balance: sql`${ledgerAccounts.balance} - ${held.amount}` }),
      })
      .where(eq(ledgerAccounts.id, held.debitAccountId));
    await tx
      .update(ledgerAccounts)
      .set({
        pendingCredits: sql`${ledgerAccounts.pendingCredits} - ${held.amount}`,
        ...(post && { balance: sql`${ledgerAccounts.balance} + ${held.amount}` }),
      })
      .where(eq(ledgerAccounts.id, held.creditAccountId));
    const [row] = await tx
      .insert(ledgerTransfers)
      .values({
        idempotencyKey: input.key,
        fingerprint,
        kind: `${held.kind}:${input.action}`,
        status: post ? 'posted' : 'voided',
        debitAccountId: held.debitAccountId,
        creditAccountId: held.creditAccountId,
        amount: held.amount,
        currency: held.currency,
        settlesId: held.id,
        metadata: input.metadata ?? {},
        createdAt: ctx.clock.now(),
      })
      .returning();
    return row!;
  });
}
