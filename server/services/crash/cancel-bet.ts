import { and, eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { crashBets, crashRounds, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { actionLimitKey } from '@/server/services/games/place-bet';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { refundStake } from './money';
import { answerBet } from './place-bet';

/**
 * Takes a bet back before its round starts: the stake returns (`crash:<bet>:refund`) and the
 * player may bet again in that round. Reads the round `for share` like a bet, so the start
 * cannot overtake it; a started round is 409 `crash_round_started`.
 */
export async function cancelCrashBet(ctx: AppContext, user: User, betId: string) {
  await hitRateLimit(ctx, actionLimitKey(user.id), LIMITS.gameActionByUser);
  const bet = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.id, betId), eq(crashBets.userId, user.id)));
    if (!found) throw AppError.of('not_found', 404);
    const [round] = await tx
      .select({ id: crashRounds.id })
      .from(crashRounds)
      .where(and(eq(crashRounds.id, found.roundId), eq(crashRounds.status, 'betting')))
      .for('share');
    if (!round || found.status !== 'open') throw AppError.of('crash_round_started', 409);
    const [cancelled] = await tx
      .update(crashBets)
      .set({ status: 'cancelled', settledAt: ctx.clock.now() })
      .where(and(eq(crashBets.id, betId), eq(crashBets.status, 'open')))
      .returning();
    if (!cancelled) throw AppError.of('crash_round_started', 409);
    await refundStake({ ...ctx, db: tx }, cancelled, cancelled.amount);
    return cancelled;
  });
  return answerBet(ctx, bet);
}
