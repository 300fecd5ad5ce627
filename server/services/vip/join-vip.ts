import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { vipRequests } from '@/server/db/schema';

/** Files a VIP club join request; asking again with the same type changes nothing. */
export async function joinVip(
  ctx: Pick<AppContext, 'clock'> & { db: Db },
  userId: number,
  requestType: string,
) {
  await ctx.db
    .insert(vipRequests)
    .values({ userId, requestType, createdAt: ctx.clock.now() })
    .onConflictDoNothing();
}
