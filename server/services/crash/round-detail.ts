import { eq } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { crashRounds } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { betsWithBettors, publicBet, roundView } from './views';

/**
 * A round that is over, with its point, its hash (checked on `/fair`) and the bets of players
 * who show their statistics. A round still playing is a 404: its hash would give its point away.
 */
export async function crashRoundDetail(ctx: Pick<AppContext, 'db'>, id: number) {
  const [round] = await ctx.db.select().from(crashRounds).where(eq(crashRounds.id, id));
  if (!round || !['crashed', 'settled', 'void'].includes(round.status)) {
    throw AppError.of('not_found', 404);
  }
  const rows = await betsWithBettors(ctx, [round.id]);
  return { ...roundView(round), bets: rows.flatMap((row) => publicBet(row.bet, row.bettor) ?? []) };
}
