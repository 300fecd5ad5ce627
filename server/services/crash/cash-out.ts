import { and, eq, inArray } from 'drizzle-orm';
import { CRASH_MIN_CASH_OUT } from '@/lib/constants/crash';
import { multiplierAt } from '@/lib/games/crash/growth';
import type { AppContext } from '@/server/app-context';
import { crashBets, crashRounds, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { actionLimitKey } from '@/server/services/games/place-bet';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { payCashOut, payoutAt } from './money';
import { answerBet } from './place-bet';
import { trackBetSettled } from '@/server/services/analytics';

/**
 * Cashes the player's riding bet out at the multiplier of the moment the server received the
 * request (`receivedAt`), never at the moment it gets round to it: a request received before the
 * crash wins even if the engine has marked the round crashed meanwhile, one received after loses
 * (409 `crash_busted`). A cash-out at exactly the crash point wins. An auto target already passed
 * pays the target. The payout is one conditional update (`status = 'open'`) with its transfer
 * (`crash:<bet>:payout`) in one transaction, so a double cash-out, or one racing the engine's auto
 * cash-out, pays once; the loser answers the bet as it stands.
 */
export async function cashOutCrashBet(ctx: AppContext, user: User, receivedAt: Date) {
  await hitRateLimit(ctx, actionLimitKey(user.id), LIMITS.gameActionByUser);
  const [found] = await ctx.db
    .select({ bet: crashBets, round: crashRounds })
    .from(crashBets)
    .innerJoin(crashRounds, eq(crashRounds.id, crashBets.roundId))
    .where(
      and(
        eq(crashBets.userId, user.id),
        eq(crashBets.status, 'open'),
        inArray(crashRounds.status, ['running', 'crashed']),
      ),
    );
  if (!found) throw AppError.of('crash_no_bet', 409);
  const { bet, round } = found;
  const reached = multiplierAt(receivedAt.getTime() - round.startedAt!.getTime());
  if (reached > round.crashPoint) throw AppError.of('crash_busted', 409);
  if (reached < CRASH_MIN_CASH_OUT) throw AppError.of('crash_too_early', 409);
  const at = bet.autoCashOut !== null ? Math.min(reached, bet.autoCashOut) : reached;
  const payout = payoutAt(bet.amount, at);
  const cashed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(crashBets)
      .set({ status: 'cashed', cashedOutAt: at, payout, settledAt: ctx.clock.now() })
      .where(and(eq(crashBets.id, bet.id), eq(crashBets.status, 'open')))
      .returning();
    if (row) await payCashOut({ ...ctx, db: tx }, row, payout);
    return row;
  });
  if (cashed) trackBetSettled('crash', cashed.userId, cashed);
  if (cashed) return answerBet(ctx, cashed);
  // The engine cashed it out first (an auto target, the maximum profit) or a twin request did.
  const [now] = await ctx.db.select().from(crashBets).where(eq(crashBets.id, bet.id));
  if (now!.status === 'cashed') return answerBet(ctx, now!);
  throw AppError.of('crash_busted', 409);
}
