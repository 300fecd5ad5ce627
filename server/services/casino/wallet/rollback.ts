import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { casinoRounds, casinoTransactions, type CasinoTransaction } from '@/server/db/schema';
import {
  contentHash,
  lockPlayer,
  okAnswer,
  parseCall,
  refuse,
  runCallback,
  type Ctx,
} from './callback';
import { countFreeWin, returnFreeRound } from './free-rounds';
import { reverse } from './money';
import {
  HUB88_ROLLBACK,
  rollbackInputSchema,
  type RollbackInput,
  type RollbackPolicy,
  type WalletResult,
} from './types';

/**
 * A rollback (a cancel, GIS `refund`): the stake of the bet it names goes back to the player
 * (`casino-rb:<aggregator>:<bet>`), the bet becomes `rolled_back`, and a round left without a bet
 * is `cancelled`. No session check. A bet unknown here is answered OK with the balance and leaves
 * a tombstone under its id, so the bet, if it arrives late, is refused and never charges. A bet
 * rolled back already answers OK and moves nothing (one effect, whatever the rollback's own id).
 * A bet a win settled, or a win itself, follows `policy.settled`: refused (`already_settled`) or
 * reversed too, the wins taken back from the player first-come (the ledger refuses that when the
 * player spent them: `insufficient_funds`, nothing changes).
 */
export async function rollback(
  ctx: Ctx,
  raw: RollbackInput,
  policy: RollbackPolicy = HUB88_ROLLBACK,
): Promise<WalletResult> {
  const parsed = parseCall(rollbackInputSchema, raw);
  if ('refusal' in parsed) return parsed.refusal;
  const { input } = parsed;
  const hash = contentHash([
    'rollback',
    input.userId,
    input.betTxId,
    input.roundId ?? null,
    input.currency,
  ]);
  const claim = {
    aggregator: input.aggregator,
    txId: input.txId,
    kind: 'rollback' as const,
    userId: input.userId,
    currency: input.currency,
    amount: 0,
    isFree: false,
    roundId: input.roundId ?? null,
    refTxId: input.betTxId,
    gameCode: null,
    contentHash: hash,
  };
  return runCallback(ctx, claim, async (tx, row) => {
    const now = ctx.clock.now();
    // The bet's id before the player's lock, as a bet takes them: a bet with this id still in
    // flight is waited for here, and one arriving later finds the tombstone.
    const [tombstone] = await tx
      .insert(casinoTransactions)
      .values({
        aggregator: input.aggregator,
        externalTxId: input.betTxId,
        kind: 'bet',
        externalRoundId: input.roundId ?? null,
        userId: input.userId,
        amount: 0,
        currency: input.currency,
        contentHash: '',
        state: 'tombstone',
        createdAt: now,
      })
      .onConflictDoNothing({
        target: [casinoTransactions.aggregator, casinoTransactions.externalTxId],
      })
      .returning({ id: casinoTransactions.id });
    await lockPlayer(tx, input.userId);
    if (tombstone) return { answer: await okAnswer(tx, row, input.currency, ctx.clock.now()) };

    const [target] = await tx
      .select()
      .from(casinoTransactions)
      .where(
        and(
          eq(casinoTransactions.aggregator, input.aggregator),
          eq(casinoTransactions.externalTxId, input.betTxId),
        ),
      )
      .for('update');
    if (!target || target.userId !== input.userId || target.kind === 'rollback') {
      refuse('transaction_not_found');
    }
    if (target.currency !== input.currency) refuse('wrong_currency');
    if (target.state !== 'processed') {
      return {
        answer: await okAnswer(tx, row, input.currency, ctx.clock.now()),
        roundId: target.roundId,
      };
    }
    const [round] = await tx
      .select()
      .from(casinoRounds)
      .where(eq(casinoRounds.id, target.roundId!))
      .for('update');

    const wins = target.kind === 'win' ? [target] : await winsOf(tx, target);
    if (wins.length > 0 && policy.settled === 'refuse') refuse('already_settled');
    const movement = {
      aggregator: input.aggregator,
      externalRoundId: round!.externalRoundId,
      userId: input.userId,
      currency: target.currency,
    };
    let ledgerKey: string | null = null;
    let stakeBack = 0;
    if (target.kind === 'bet') {
      stakeBack = target.isFree ? 0 : target.amount;
      if (target.freeSpinGrantId !== null) await returnFreeRound(tx, target.freeSpinGrantId);
      if (stakeBack > 0) {
        ledgerKey = await reverse(
          ctx,
          tx,
          { ...movement, amount: stakeBack, free: false },
          target,
          round!.betTotal,
        );
      }
    }
    let winsBack = 0;
    for (const won of wins) {
      if (won.amount > 0) {
        await reverse(
          ctx,
          tx,
          { ...movement, amount: won.amount, free: won.isFree },
          won,
          round!.betTotal,
        );
      }
      winsBack += won.amount;
      if (won.freeSpinGrantId !== null && won.amount > 0) {
        await countFreeWin(tx, won.freeSpinGrantId, -won.amount);
      }
    }
    const reversed = [target.id, ...wins.filter((won) => won.id !== target.id).map((w) => w.id)];
    for (const id of reversed) {
      await tx
        .update(casinoTransactions)
        .set({ state: 'rolled_back' })
        .where(eq(casinoTransactions.id, id));
    }

    const [left] = await tx
      .select({ bets: count() })
      .from(casinoTransactions)
      .where(
        and(
          eq(casinoTransactions.roundId, round!.id),
          eq(casinoTransactions.kind, 'bet'),
          eq(casinoTransactions.state, 'processed'),
        ),
      );
    await tx
      .update(casinoRounds)
      .set({
        betTotal: sql`${casinoRounds.betTotal} - ${stakeBack}`,
        winTotal: sql`${casinoRounds.winTotal} - ${winsBack}`,
        ...(target.kind === 'bet' &&
          left!.bets === 0 && { status: 'cancelled' as const, closedAt: now }),
      })
      .where(eq(casinoRounds.id, round!.id));
    return {
      answer: await okAnswer(tx, row, input.currency, ctx.clock.now()),
      roundId: round!.id,
      ledgerKey,
    };
  });
}

/** The wins that settled a bet: those naming it, and those of its round naming no bet. */
function winsOf(tx: Db, placed: CasinoTransaction) {
  return tx
    .select()
    .from(casinoTransactions)
    .where(
      and(
        eq(casinoTransactions.roundId, placed.roundId!),
        eq(casinoTransactions.kind, 'win'),
        eq(casinoTransactions.state, 'processed'),
        or(
          isNull(casinoTransactions.refExternalTxId),
          eq(casinoTransactions.refExternalTxId, placed.externalTxId),
        ),
      ),
    );
}
