import { and, asc, gte, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { SCREENING_INTERVAL_MS } from '@/lib/constants/kyc';
import type { AppContext } from '@/server/app-context';
import { users } from '@/server/db/schema';
import { screeningList } from './index';
import { screenPlayer } from './screen-player';

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;

/**
 * The periodic rescreen: verified players (`kyc_level` 1 or more, with a legal name) not screened
 * within `SCREENING_INTERVAL_MS`, never-screened first then the oldest, `batch` at a time;
 * closed accounts are left alone. Stops at a list that fails (the next run asks again). Answers
 * how many were screened.
 */
export async function rescreenPlayers(ctx: Ctx, batch = 200): Promise<number> {
  if (!screeningList(ctx)) return 0;
  const due = new Date(ctx.clock.now().getTime() - SCREENING_INTERVAL_MS);
  const players = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        gte(users.kycLevel, 1),
        isNotNull(users.legalName),
        ne(users.state, 'closed'),
        or(isNull(users.screenedAt), lt(users.screenedAt, due)),
      ),
    )
    .orderBy(sql`${users.screenedAt} asc nulls first`, asc(users.id))
    .limit(batch);
  let screened = 0;
  for (const player of players) {
    if ((await screenPlayer(ctx, player.id)) === null) break;
    screened += 1;
  }
  return screened;
}
