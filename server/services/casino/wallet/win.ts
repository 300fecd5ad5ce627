import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { casinoRounds, casinoTransactions, type CasinoRound } from '@/server/db/schema';
import { trackCasinoRound } from '@/server/services/analytics';
import {
  contentHash,
  lockPlayer,
  okAnswer,
  parseCall,
  refuse,
  runCallback,
  type Ctx,
} from './callback';
import { creditFreeSpinWin, templateOfFreeSpins } from '@/server/services/bonus/free-spin-win';
import { countFreeWin, grantByRef } from './free-rounds';
import { betsOfWin, payWin } from './money';
import { winInputSchema, type WalletResult, type WinInput } from './types';

/**
 * A win (a credit), paid house → player (`casino-win:<aggregator>:<tx>`); a free round's from the
 * bonus pool to the player's bonus account, counted in its grant's total (a bonus template's
 * spins: credited as that template's bonus, with its wagering, `creditFreeSpinWin`); a win of bets staked
 * while a bonus ran is split the way they were (`money.ts`). No session check: a round may end after its session
 * expired or was superseded, or after the player was blocked. It needs its bet (when named) or its
 * round, else `transaction_not_found`; a rolled-back bet or a round whose bets were all rolled
 * back is `rolled_back`. A zero win is a loss: it pays nothing and closes the round, as
 * `roundClosed` does. A win on a closed round is paid (the provider's game decided it).
 */
export async function win(ctx: Ctx, raw: WinInput): Promise<WalletResult> {
  const parsed = parseCall(winInputSchema, raw);
  if ('refusal' in parsed) return parsed.refusal;
  const { input } = parsed;
  if (!Number.isSafeInteger(input.amount) || input.amount < 0) return { code: 'invalid_amount' };
  const hash = contentHash([
    'win',
    input.userId,
    input.roundId,
    input.betTxId ?? null,
    input.gameCode,
    input.amount,
    input.currency,
    input.isFree,
    input.freeRoundsId ?? null,
    input.roundClosed,
  ]);
  const claim = {
    aggregator: input.aggregator,
    txId: input.txId,
    kind: 'win' as const,
    userId: input.userId,
    currency: input.currency,
    amount: input.amount,
    isFree: input.isFree,
    roundId: input.roundId,
    refTxId: input.betTxId ?? null,
    gameCode: input.gameCode,
    contentHash: hash,
  };
  // The round this win closed, reported once the callback committed.
  let closed = null as CasinoRound | null;
  const result = await runCallback(ctx, claim, async (tx, row) => {
    const now = ctx.clock.now();
    await lockPlayer(tx, input.userId);
    let betFree = false;
    let grantId: number | null = null;
    let roundWhere = and(
      eq(casinoRounds.aggregator, input.aggregator),
      eq(casinoRounds.externalRoundId, input.roundId),
      eq(casinoRounds.userId, input.userId),
    );
    if (input.betTxId) {
      const [settled] = await tx
        .select()
        .from(casinoTransactions)
        .where(
          and(
            eq(casinoTransactions.aggregator, input.aggregator),
            eq(casinoTransactions.externalTxId, input.betTxId),
          ),
        );
      if (!settled || settled.userId !== input.userId || settled.kind !== 'bet') {
        refuse('transaction_not_found');
      }
      if (settled.state !== 'processed') refuse('rolled_back');
      betFree = settled.isFree;
      grantId = settled.freeSpinGrantId;
      roundWhere = eq(casinoRounds.id, settled.roundId!);
    }
    const [round] = await tx.select().from(casinoRounds).where(roundWhere).for('update');
    if (!round) refuse('transaction_not_found');
    if (round.status === 'cancelled') refuse('rolled_back');
    if (round.currency !== input.currency) refuse('wrong_currency');

    // A win naming no bet is a free round's when every bet of its round was free.
    const free = input.isFree || betFree || (!input.betTxId && (await allBetsFree(tx, round.id)));
    if (free && input.freeRoundsId) {
      grantId = (await grantByRef(tx, input.aggregator, input.freeRoundsId)) ?? grantId;
    }
    if (free && grantId === null) grantId = await freeGrantOfRound(tx, round.id);
    if (grantId !== null && input.amount > 0) await countFreeWin(tx, grantId, input.amount);
    // A template's free round: the win is credited as that template's bonus instead.
    const templateId =
      free && grantId !== null && input.amount > 0
        ? await templateOfFreeSpins({ ...ctx, db: tx }, grantId)
        : null;
    const credited =
      templateId !== null
        ? await creditFreeSpinWin(
            { ...ctx, db: tx },
            {
              templateId,
              userId: input.userId,
              currency: input.currency,
              aggregator: input.aggregator,
              txId: input.txId,
              amount: input.amount,
            },
          )
        : null;
    const ledgerKey =
      credited ??
      (input.amount > 0
        ? await payWin(
            ctx,
            tx,
            {
              aggregator: input.aggregator,
              externalRoundId: round.externalRoundId,
              userId: input.userId,
              currency: input.currency,
              amount: input.amount,
              free,
            },
            input.txId,
            betsOfWin(tx, {
              aggregator: input.aggregator,
              betTxId: input.betTxId ?? null,
              roundId: round.id,
              betTotal: round.betTotal,
            }),
          )
        : null);
    const closes = input.amount === 0 || input.roundClosed;
    const [updated] = await tx
      .update(casinoRounds)
      .set({
        winTotal: sql`${casinoRounds.winTotal} + ${input.amount}`,
        ...(closes && round.status === 'open' && { status: 'closed' as const, closedAt: now }),
      })
      .where(eq(casinoRounds.id, round.id))
      .returning();
    closed = closes && round.status === 'open' ? updated! : null;
    const answer = await okAnswer(tx, row, input.currency, ctx.clock.now());
    return { answer, roundId: round.id, ledgerKey, isFree: free, freeSpinGrantId: grantId };
  });
  if (closed && result.code === 'ok') trackCasinoRound(closed);
  return result;
}

/** The grant a free bet of the round played, for a win that names neither bet nor grant. */
async function freeGrantOfRound(tx: Db, roundId: number): Promise<number | null> {
  const [freeBet] = await tx
    .select({ grantId: casinoTransactions.freeSpinGrantId })
    .from(casinoTransactions)
    .where(
      and(
        eq(casinoTransactions.roundId, roundId),
        eq(casinoTransactions.kind, 'bet'),
        isNotNull(casinoTransactions.freeSpinGrantId),
      ),
    )
    .limit(1);
  return freeBet?.grantId ?? null;
}

/** The round has bets, and all of them are free rounds'. */
async function allBetsFree(tx: Db, roundId: number): Promise<boolean> {
  const [bets] = await tx
    .select({
      all: count(),
      free: sql<number>`count(*) filter (where ${casinoTransactions.isFree})`.mapWith(Number),
    })
    .from(casinoTransactions)
    .where(and(eq(casinoTransactions.roundId, roundId), eq(casinoTransactions.kind, 'bet')));
  return bets!.all > 0 && bets!.free === bets!.all;
}
