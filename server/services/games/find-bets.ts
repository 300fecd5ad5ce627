import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { InHouseGame } from '@/lib/constants/games';
import type { Db, Tx } from '@/server/db/client';
import { fairSeeds, gameBets, type GameBet } from '@/server/db/schema';

/** A bet with the server seed of its pair once revealed (null while the pair is active). */
export type FoundBet = { bet: GameBet; revealedServerSeed: string | null };

const revealedServerSeed = sql<
  string | null
>`case when ${fairSeeds.revealedAt} is null then null else ${fairSeeds.serverSeed} end`;

/** Bets matching `where`, each with its pair's revealed server seed. */
export function selectBets(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({ bet: gameBets, revealedServerSeed })
    .from(gameBets)
    .innerJoin(fairSeeds, eq(fairSeeds.id, gameBets.seedPairId))
    .where(where);
}

/** The player's bet made under an idempotency key, if any. */
export async function findBetByKey(
  db: Db | Tx,
  userId: number,
  key: string,
): Promise<FoundBet | undefined> {
  const [found] = await selectBets(db, and(eq(gameBets.userId, userId), eq(gameBets.key, key)));
  return found;
}

/** The player's open round of a game, if any. */
export async function findOpenRound(
  db: Db | Tx,
  userId: number,
  game: InHouseGame,
): Promise<GameBet | undefined> {
  const [bet] = await db.select().from(gameBets).where(openRoundOf(userId, game));
  return bet;
}

/** The condition naming a player's open round of a game (at most one: a partial unique index). */
export function openRoundOf(userId: number, game: InHouseGame) {
  return and(eq(gameBets.userId, userId), eq(gameBets.game, game), eq(gameBets.status, 'open'));
}
