import type { InHouseGame } from '@/lib/constants/games';
import type { AppContext } from '@/server/app-context';
import { findOpenRound } from './find-bets';
import { serializeBet, type SerializedBet } from './serialize-bet';

/** The player's open round of hilo or miner, or null: what a reload or a new device resumes. */
export async function getOpenRound(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  game: InHouseGame,
): Promise<SerializedBet | null> {
  const bet = await findOpenRound(ctx.db, userId, game);
  return bet ? serializeBet(bet) : null;
}
