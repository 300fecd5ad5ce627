import { and, desc, eq } from 'drizzle-orm';
import type { InHouseGame } from '@/lib/constants/games';
import { toMajor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import { gameBets, users } from '@/server/db/schema';
import { maskPlayer } from './mask-player';

/** How many bets the recent-bets strip of a game shows. */
export const RECENT_BETS = 20;

/** Everyone's last settled bets in a game, newest first, the players' names masked. */
export async function listRecentBets(ctx: Pick<AppContext, 'db'>, game: InHouseGame) {
  const rows = await ctx.db
    .select({
      bet: {
        id: gameBets.id,
        amount: gameBets.amount,
        currency: gameBets.currency,
        multiplier: gameBets.multiplier,
        payout: gameBets.payout,
        win: gameBets.win,
        createdAt: gameBets.createdAt,
      },
      user: { name: users.name, email: users.email, isStatisticsHidden: users.isStatisticsHidden },
    })
    .from(gameBets)
    .innerJoin(users, eq(users.id, gameBets.userId))
    .where(and(eq(gameBets.game, game), eq(gameBets.status, 'settled')))
    .orderBy(desc(gameBets.settledAt), desc(gameBets.id))
    .limit(RECENT_BETS);
  return rows.map(({ bet, user }) => ({
    id: String(bet.id),
    game,
    player: maskPlayer(user),
    amount: toMajor(bet.amount),
    currency: bet.currency,
    multiplier: bet.multiplier,
    payout: toMajor(bet.payout),
    win: bet.win,
    created_at: bet.createdAt.toISOString(),
  }));
}
