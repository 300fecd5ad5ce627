import { and, count, desc, eq } from 'drizzle-orm';
import type { InHouseGame } from '@/lib/constants/games';
import type { AppContext } from '@/server/app-context';
import { gameBets } from '@/server/db/schema';
import { selectBets } from './find-bets';
import { serializeBet } from './serialize-bet';

export type BetListQuery = { game?: InHouseGame; page: number; perPage: number };

/**
 * The player's bets and rounds, newest first, optionally of one game, one page at a time with the
 * total. Bets of a revealed pair carry its server seed, so each can be checked on `/fair`.
 */
export async function listBets(ctx: Pick<AppContext, 'db'>, userId: number, query: BetListQuery) {
  const where = and(
    eq(gameBets.userId, userId),
    query.game ? eq(gameBets.game, query.game) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectBets(ctx.db, where)
      .orderBy(desc(gameBets.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db.select({ total: count() }).from(gameBets).where(where),
  ]);
  return {
    items: rows.map((row) => serializeBet(row.bet, row.revealedServerSeed)),
    page: query.page,
    per_page: query.perPage,
    total: counted?.total ?? 0,
  };
}
