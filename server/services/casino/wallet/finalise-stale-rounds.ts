import { and, eq, lte } from 'drizzle-orm';
import { CASINO_ROUND_FINALISE_DAYS } from '@/lib/constants/casino';
import { casinoRounds } from '@/server/db/schema';
import type { Ctx } from './callback';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Closes rounds left open for `olderThanDays` since they opened (a provider that stopped calling,
 * a round whose win never came): as a loss, moving no money, since the stakes were taken when the
 * bets came. A late win is still paid (`win`). Answers how many rounds it closed.
 */
export async function finaliseStaleRounds(
  ctx: Ctx,
  olderThanDays: number = CASINO_ROUND_FINALISE_DAYS,
): Promise<number> {
  const now = ctx.clock.now();
  const closed = await ctx.db
    .update(casinoRounds)
    .set({ status: 'closed', closedAt: now })
    .where(
      and(
        eq(casinoRounds.status, 'open'),
        lte(casinoRounds.openedAt, new Date(now.getTime() - olderThanDays * DAY_MS)),
      ),
    )
    .returning({ id: casinoRounds.id });
  return closed.length;
}
