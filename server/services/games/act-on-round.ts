import { eq } from 'drizzle-orm';
import type { InHouseGame } from '@/lib/constants/games';
import type { SeedPair } from '@/lib/games/fair/seeds';
import type { AppContext } from '@/server/app-context';
import { fairSeeds, gameBets, type GameBet, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { hitRateLimit } from '@/server/services/rate-limit/hit-rate-limit';
import { LIMITS } from '@/server/services/rate-limit/limits';
import { payOut, saveBet } from './bet-money';
import { openRoundOf } from './find-bets';
import { actionLimitKey, type Outcome } from './place-bet';
import { serializeBet, type SerializedBet } from './serialize-bet';

/** The open round an action applies to, with the seeds its cards or mines come from. */
export type OpenRound = { bet: GameBet; seeds: SeedPair };

/**
 * Applies an action to the player's open round of a game, in one transaction: the round's row is
 * locked (`for update`), so actions on one round run one at a time; the new state is written and
 * a cash-out's payout moves house → player (key `bet:<id>:payout`, once). No open round (none
 * started, or finished already) is 409 `round_not_open`. The seeds are the ones the round
 * started with: its pair cannot be rotated while it is open, and its client seed and nonce are
 * stored with it.
 */
export async function actOnRound(
  ctx: AppContext,
  user: User,
  game: InHouseGame,
  act: (round: OpenRound) => Outcome,
): Promise<SerializedBet> {
  await hitRateLimit(ctx, actionLimitKey(user.id), LIMITS.gameActionByUser);
  const bet = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ bet: gameBets, serverSeed: fairSeeds.serverSeed })
      .from(gameBets)
      .innerJoin(fairSeeds, eq(fairSeeds.id, gameBets.seedPairId))
      .where(openRoundOf(user.id, game))
      .for('update', { of: gameBets });
    if (!found) throw AppError.of('round_not_open', 409);
    const { bet, serverSeed } = found;
    const outcome = act({
      bet,
      seeds: { serverSeed, clientSeed: bet.clientSeed, nonce: bet.nonce },
    });
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
  return serializeBet(bet);
}
