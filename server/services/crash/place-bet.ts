import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CrashBetRequest } from '@/lib/schemas/crash';
import type { AppContext } from '@/server/app-context';
import { crashBets, crashRounds, type CrashBet, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { uniqueViolation } from '@/server/lib/db-errors';
import { sha256 } from '@/server/lib/secrets';
import { checkStake } from '@/server/services/games/check-stake';
import { actionLimitKey } from '@/server/services/games/place-bet';
import { userBalances } from '@/server/services/ledger/accounts';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { takeStake } from './money';
import { myBet } from './views';

/** The player's answer for a bet: the bet with their real balance now. */
export async function answerBet(ctx: Pick<AppContext, 'db'>, bet: CrashBet) {
  const { real } = await userBalances(ctx.db, bet.userId, bet.currency);
  return myBet(bet, real);
}

/**
 * A bet on the round taking bets: the one counting down, or while a round runs, the next one
 * (a bet typed during a round waits for the next, as players expect). One transaction reads the
 * betting round `for share`, so the engine cannot start it while the bet is being written
 * (`startRound` waits for it), writes the bet and takes the stake (`crash:<bet>:stake`).
 * Idempotent by the player's key; one live bet per player and round (409 `crash_bet_placed`).
 */
export async function placeCrashBet(ctx: AppContext, user: User, request: CrashBetRequest) {
  await hitRateLimit(ctx, actionLimitKey(user.id), LIMITS.gameActionByUser);
  const autoCashOut = request.auto_cash_out ?? null;
  const fingerprint = sha256(JSON.stringify(['crash', request.amount, autoCashOut]));
  const replay = async () => {
    const [earlier] = await ctx.db
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.userId, user.id), eq(crashBets.key, request.key)));
    if (!earlier) return null;
    if (earlier.fingerprint !== fingerprint) throw AppError.of('idempotency_conflict', 409);
    return answerBet(ctx, earlier);
  };
  try {
    checkStake('crash', user.currency, request.amount);
  } catch (error) {
    const earlier = await replay();
    if (earlier) return earlier;
    throw error;
  }
  try {
    const bet = await ctx.db.transaction(async (tx) => {
      // A bet that waited on the start finds the round running and, in the statement's snapshot,
      // no next round yet (the start made it): a second look, a new snapshot, finds it.
      const betting = () =>
        tx
          .select({ id: crashRounds.id })
          .from(crashRounds)
          .where(eq(crashRounds.status, 'betting'))
          .for('share');
      let [round] = await betting();
      if (!round) [round] = await betting();
      if (!round) throw AppError.of('crash_unavailable', 409);
      const [row] = await tx
        .insert(crashBets)
        .values({
          id: randomUUID(),
          roundId: round.id,
          userId: user.id,
          key: request.key,
          fingerprint,
          currency: user.currency,
          amount: request.amount,
          autoCashOut,
          status: 'open',
          createdAt: ctx.clock.now(),
        })
        .returning();
      await takeStake({ ...ctx, db: tx }, row!, row!.amount);
      return row!;
    });
    return await answerBet(ctx, bet);
  } catch (error) {
    const violation = uniqueViolation(error);
    if (violation) {
      const earlier = await replay();
      if (earlier) return earlier;
      if (violation.constraint === 'crash_bets_live_uq') throw AppError.of('crash_bet_placed', 409);
    }
    throw error;
  }
}
