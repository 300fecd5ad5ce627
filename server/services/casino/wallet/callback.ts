import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import {
  casinoTransactions,
  users,
  type CasinoTransaction,
  type CasinoTransactionKind,
} from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { fieldMessage } from '@/server/lib/error-codes';
import { sha256 } from '@/server/lib/secrets';
import { playableBalance } from '@/server/services/bonus/funding';
import { protectionRefusal } from '@/server/services/protection/refusal';
import type { WalletBalance, WalletOk, WalletRefusal, WalletResult } from './types';

export type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** Thrown inside a callback's transaction to undo it and answer `result`. */
class Refusal extends Error {
  constructor(readonly result: WalletRefusal) {
    super(result.code);
  }
}

export function refuse(code: Exclude<WalletRefusal['code'], 'insufficient_funds'>): never {
  throw new Refusal({ code });
}

/** The input, or the refusal a bad one gets: its amount, its currency, or anything else. */
export function parseCall<S extends z.ZodType>(
  schema: S,
  raw: unknown,
): { input: z.output<S> } | { refusal: WalletRefusal } {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { input: parsed.data };
  const field = parsed.error.issues[0]?.path[0];
  if (field === 'amount') return { refusal: { code: 'invalid_amount' } };
  if (field === 'currency') return { refusal: { code: 'wrong_currency' } };
  return { refusal: { code: 'invalid_request' } };
}

/** The digest of what a call asks: a replay has the same, another call under its id does not. */
export const contentHash = (parts: unknown[]) => sha256(JSON.stringify(parts));

/**
 * The balance a provider is told: what the player can stake now, real money plus bonus money
 * while a bonus runs (`playableBalance`); `bonus` is the bonus account alone.
 */
export async function balancesOf(
  db: Db,
  userId: number,
  currency: Currency,
  now: Date,
): Promise<WalletBalance> {
  const { playable, bonus } = await playableBalance(db, userId, currency, now);
  return { balance: playable, bonus, currency };
}

/**
 * The player's row, locked: a player's callbacks take turns from here on. Every callback takes
 * its own transaction id (and a rollback its bet's id) first, then this, then its round, then
 * the ledger's rows (the player's account, then one house shard): one order, so callbacks
 * cannot deadlock one another.
 */
export async function lockPlayer(tx: Db, userId: number) {
  const [player] = await tx
    .select({ id: users.id, state: users.state, stateUntil: users.stateUntil })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!player) refuse('invalid_request');
  return player;
}

export type Claim = {
  aggregator: CasinoAggregator;
  txId: string;
  kind: CasinoTransactionKind;
  userId: number;
  currency: Currency;
  amount: number;
  isFree: boolean;
  roundId: string | null;
  refTxId: string | null;
  gameCode: string | null;
  contentHash: string;
};

/** What a callback's work answers: the answer, and what the transaction's row records of it. */
export type Outcome = {
  answer: WalletOk;
  roundId?: number | null;
  ledgerKey?: string | null;
  /** A win found to be a free round's (its bet was free) though the call did not say so. */
  isFree?: boolean;
  /** The free-spin grant a free bet played or a free win was won on. */
  freeSpinGrantId?: number | null;
};

/**
 * One callback in one database transaction. The provider's transaction id is recorded first
 * (`on conflict do nothing`, as the ledger records a transfer): a second call with that id waits
 * on the unique index until the first commits, then answers the first's stored answer (same
 * content, same player) or `duplicate`. A refusal undoes everything, the row included, so a
 * refused call may be retried; a tombstone (`rollback`) is what stays to refuse a late bet.
 */
export async function runCallback(
  ctx: Ctx,
  claim: Claim,
  work: (tx: Db, row: CasinoTransaction) => Promise<Outcome>,
): Promise<WalletResult> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(casinoTransactions)
        .values({
          aggregator: claim.aggregator,
          externalTxId: claim.txId,
          kind: claim.kind,
          refExternalTxId: claim.refTxId,
          externalRoundId: claim.roundId,
          userId: claim.userId,
          gameCode: claim.gameCode,
          amount: claim.amount,
          currency: claim.currency,
          isFree: claim.isFree,
          contentHash: claim.contentHash,
          state: 'processed',
          createdAt: ctx.clock.now(),
        })
        .onConflictDoNothing({
          target: [casinoTransactions.aggregator, casinoTransactions.externalTxId],
        })
        .returning();
      if (!row) return replay(tx, claim);
      const outcome = await work(tx, row);
      await tx
        .update(casinoTransactions)
        .set({
          response: outcome.answer,
          roundId: outcome.roundId ?? null,
          ledgerKey: outcome.ledgerKey ?? null,
          isFree: outcome.isFree ?? claim.isFree,
          freeSpinGrantId: outcome.freeSpinGrantId ?? null,
        })
        .where(eq(casinoTransactions.id, row.id));
      return outcome.answer;
    });
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    // A limit or an unanswered reality check (the ledger's protection trigger): nothing moved.
    const stop = protectionRefusal(error);
    if (stop) return { code: stop.code };
    if (insufficientFunds(error)) {
      return {
        code: 'insufficient_funds',
        ...(await balancesOf(ctx.db, claim.userId, claim.currency, ctx.clock.now())),
      };
    }
    if (foreignKeyViolation(error)) return { code: 'invalid_request' };
    throw error;
  }
}

/** The answer to a call whose id is taken: the stored answer, or why not. */
async function replay(tx: Db, claim: Claim): Promise<WalletResult> {
  const [earlier] = await tx
    .select()
    .from(casinoTransactions)
    .where(
      and(
        eq(casinoTransactions.aggregator, claim.aggregator),
        eq(casinoTransactions.externalTxId, claim.txId),
      ),
    );
  if (!earlier || earlier.userId !== claim.userId || earlier.kind !== claim.kind) {
    return { code: 'duplicate' };
  }
  if (earlier.state === 'tombstone') return { code: 'rolled_back' };
  if (earlier.contentHash !== claim.contentHash || !earlier.response) return { code: 'duplicate' };
  return earlier.response as WalletOk;
}

/** The ledger refused a player's debit (`transfer()`'s 422 on `amount`). */
function insufficientFunds(error: unknown) {
  return (
    error instanceof AppError &&
    !!error.fields?.amount?.includes(fieldMessage('insufficient_funds'))
  );
}

/** PostgreSQL's foreign-key violation (23503): the call names a player that does not exist. */
function foreignKeyViolation(error: unknown) {
  for (let current = error; current && typeof current === 'object';) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === '23503') return true;
    current = cause;
  }
  return false;
}

/** The answer of a recorded call: the player's balances after it. */
export async function okAnswer(
  tx: Db,
  row: CasinoTransaction,
  currency: Currency,
  now: Date,
): Promise<WalletOk> {
  return {
    code: 'ok',
    ...(await balancesOf(tx, row.userId, currency, now)),
    transactionId: String(row.id),
  };
}
