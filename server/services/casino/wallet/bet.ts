import { and, eq, sql } from 'drizzle-orm';
import { casinoRounds } from '@/server/db/schema';
import { accountAllows, stateAt } from '@/server/services/users/account-guard';
import {
  contentHash,
  lockPlayer,
  okAnswer,
  parseCall,
  refuse,
  runCallback,
  type Ctx,
} from './callback';
import { takeFreeRound } from './free-rounds';
import { playableGame } from './game';
import { takeStake } from './money';
import { sessionProblem } from './session';
import { betInputSchema, type BetInput, type WalletResult } from './types';

/**
 * A bet (a debit): the session must be current and unexpired, the player not blocked, the
 * currency the session's, and the game one the catalogue has at this aggregator and lets play
 * (`game.ts`, else `invalid_game`). The stake moves player → house
 * (`casino-bet:<aggregator>:<tx>`); without the money the answer is `insufficient_funds` with the
 * balance, and nothing changes. While the player has an active bonus the stake is paid real money
 * first, then bonus money, and bonus money in a stake above the grant's maximum bet is refused
 * (`bonus_max_bet`, nothing changes; `money.ts`). A free bet costs nothing and needs no money, but takes a round of
 * the grant it names (`free-rounds.ts`). The bet opens its round, or joins it (several bets per
 * round); `roundClosed` closes it. A bet id a rollback already named (a tombstone) is
 * `rolled_back`.
 */
export async function bet(ctx: Ctx, raw: BetInput): Promise<WalletResult> {
  const parsed = parseCall(betInputSchema, raw);
  if ('refusal' in parsed) return parsed.refusal;
  const { input } = parsed;
  const paid = input.isFree ? 0 : input.amount;
  if (!Number.isSafeInteger(input.amount) || input.amount < 0 || (!input.isFree && paid <= 0)) {
    return { code: 'invalid_amount' };
  }
  if (input.isFree && !input.freeRoundsId) return { code: 'free_rounds_unavailable' };
  const hash = contentHash([
    'bet',
    input.userId,
    input.roundId,
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
    kind: 'bet' as const,
    userId: input.userId,
    currency: input.currency,
    amount: input.amount,
    isFree: input.isFree,
    roundId: input.roundId,
    refTxId: null,
    gameCode: input.gameCode,
    contentHash: hash,
  };
  return runCallback(ctx, claim, async (tx, row) => {
    const now = ctx.clock.now();
    const player = await lockPlayer(tx, input.userId);
    const problem = await sessionProblem(tx, input, now);
    if (problem) refuse(problem);
    if (!accountAllows(stateAt(player, now), 'bet')) refuse('player_blocked');
    const game = await playableGame(tx, input);
    if (!game) refuse('invalid_game');
    const freeSpinGrantId = input.isFree
      ? await takeFreeRound(tx, { ...input, ref: input.freeRoundsId! }, now)
      : null;

    const where = and(
      eq(casinoRounds.aggregator, input.aggregator),
      eq(casinoRounds.externalRoundId, input.roundId),
      eq(casinoRounds.userId, input.userId),
    );
    await tx
      .insert(casinoRounds)
      .values({
        aggregator: input.aggregator,
        externalRoundId: input.roundId,
        userId: input.userId,
        gameCode: input.gameCode,
        currency: input.currency,
        status: 'open',
        openedAt: now,
      })
      .onConflictDoNothing();
    // A bet joins its round, and reopens one a sweep or a rollback had ended.
    const [round] = await tx
      .update(casinoRounds)
      .set({
        betTotal: sql`${casinoRounds.betTotal} + ${paid}`,
        status: input.roundClosed ? 'closed' : 'open',
        closedAt: input.roundClosed ? now : null,
      })
      .where(where)
      .returning();
    if (round!.currency !== input.currency) refuse('wrong_currency');

    const ledgerKey =
      paid > 0
        ? await takeStake(
            ctx,
            tx,
            {
              aggregator: input.aggregator,
              externalRoundId: input.roundId,
              userId: input.userId,
              currency: input.currency,
              amount: paid,
              free: false,
            },
            input.txId,
            game,
          )
        : null;
    return {
      answer: await okAnswer(tx, row, input.currency, ctx.clock.now()),
      roundId: round!.id,
      ledgerKey,
      freeSpinGrantId,
    };
  });
}
