import { eq } from 'drizzle-orm';
import type { InHouseGame } from '@/lib/constants/games';
import type { InputSchema, RoundGame } from '@/lib/games/definition';
import type { RoundState } from '@/lib/games/round';
import type { AppContext } from '@/server/app-context';
import { trackBetSettled } from '@/server/services/analytics';
import { fairSeeds, gameBets, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { payOut, saveBet } from './bet-money';
import { openRoundOf } from './find-bets';
import { playRule } from './game-error';
import { actionLimitKey } from './place-bet';
import { roundOutcome } from './round-outcome';
import { serializeBet, type SerializedBet } from './serialize-bet';

/**
 * Applies an action to the player's open round of a game with the game's `reduce`, in one
 * transaction: the round's row is locked (`for update`), so actions on one round run one at a
 * time; the new state is written and a cash-out's payout moves house → player (key
 * `bet:<id>:payout`, once). No open round (none
 * started, or finished already) is 409 `round_not_open`. The seeds are the ones the round
 * started with: its pair cannot be rotated while it is open, and its client seed and nonce are
 * stored with it. An action the rules refuse is answered as `playRule` says, on `field`.
 */
export async function actOnRound<S extends InputSchema, R extends RoundState, A>(
  ctx: AppContext,
  user: User,
  game: RoundGame<InHouseGame, S, R, A>,
  action: A,
  field?: string,
): Promise<SerializedBet> {
  await hitRateLimit(ctx, actionLimitKey(user.id), LIMITS.gameActionByUser);
  const bet = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ bet: gameBets, serverSeed: fairSeeds.serverSeed })
      .from(gameBets)
      .innerJoin(fairSeeds, eq(fairSeeds.id, gameBets.seedPairId))
      .where(openRoundOf(user.id, game.id))
      .for('update', { of: gameBets });
    if (!found) throw AppError.of('round_not_open', 409);
    const { bet, serverSeed } = found;
    const seeds = { serverSeed, clientSeed: bet.clientSeed, nonce: bet.nonce };
    const round = playRule(field, () => game.reduce(bet.state as R, action, seeds));
    const outcome = roundOutcome(game, bet.amount, round);
    await payOut({ ...ctx, db: tx }, bet, outcome.payout);
    return saveBet(tx, bet, {
      status: outcome.status,
      multiplier: outcome.multiplier,
      payout: outcome.payout,
      win: outcome.win,
      result: outcome.result,
      state: outcome.state ?? null,
      settledAt: outcome.status === 'settled' ? ctx.clock.now() : null,
    });
  });
  if (bet.status === 'settled') trackBetSettled('games', user.id, bet, bet.game);
  return serializeBet(bet);
}
