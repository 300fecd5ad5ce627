import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { crashBets, crashRounds, type User } from '@/server/db/schema';
import { userBalances } from '@/server/services/ledger/accounts';
import { myBet } from './views';

/** The player's bets in the rounds not yet over (the running one and the one taking bets). */
export async function myCrashBets(ctx: AppContext, user: User) {
  const rows = await ctx.db
    .select({ bet: crashBets })
    .from(crashBets)
    .innerJoin(crashRounds, eq(crashRounds.id, crashBets.roundId))
    .where(
      and(
        eq(crashBets.userId, user.id),
        sql`${crashRounds.status} in ('betting', 'running', 'crashed')`,
        sql`${crashBets.status} <> 'cancelled'`,
      ),
    )
    .orderBy(crashBets.roundId);
  const { real } = await userBalances(ctx.db, user.id, user.currency);
  return { bets: rows.map((row) => myBet(row.bet, real)) };
}
