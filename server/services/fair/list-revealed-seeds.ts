import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { fairSeeds, type FairSeedPair } from '@/server/db/schema';

/** The player's revealed pairs, newest first, one page at a time with the total. */
export async function listRevealedSeeds(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  query: { page: number; perPage: number },
): Promise<{ items: FairSeedPair[]; total: number }> {
  const where = and(eq(fairSeeds.userId, userId), isNotNull(fairSeeds.revealedAt));
  const [items, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(fairSeeds)
      .where(where)
      .orderBy(desc(fairSeeds.revealedAt), desc(fairSeeds.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db.select({ total: count() }).from(fairSeeds).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}
