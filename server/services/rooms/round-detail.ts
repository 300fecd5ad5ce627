import { eq } from 'drizzle-orm';
import type { RoomRoundDetail } from '@/lib/schemas/rooms';
import type { AppContext } from '@/server/app-context';
import { roomRounds } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { betsWithBettors, roundDetail } from './views';

/**
 * A round that is over (drawn or refunded) with its whole ticket table, server seed and entropy:
 * what `/fair` recomputes the winner from. A round not over is a 404: its seed is still secret.
 */
export async function roomRoundDetail(
  ctx: Pick<AppContext, 'db'>,
  id: number,
): Promise<RoomRoundDetail> {
  const [round] = await ctx.db.select().from(roomRounds).where(eq(roomRounds.id, id));
  if (!round || !['settled', 'refunded'].includes(round.status)) {
    throw AppError.of('not_found', 404);
  }
  return roundDetail(round, await betsWithBettors(ctx, [round.id]));
}
