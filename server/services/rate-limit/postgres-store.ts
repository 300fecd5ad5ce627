import { and, eq, gt, sql } from 'drizzle-orm';
import { rateLimits } from '@/server/db/schema';
import type { RateLimitStore } from './store';

/** Counters in the `rate_limits` table: one atomic upsert per add. */
export const postgresRateLimitStore: RateLimitStore = {
  async add(ctx, key, hits, windowS) {
    const now = ctx.clock.now();
    const resetAt = new Date(now.getTime() + windowS * 1000);
    const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
    const [row] = await ctx.db
      .insert(rateLimits)
      .values({ key, hits, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${expired} THEN ${hits}::int ELSE ${rateLimits.hits} + ${hits}::int END`,
          resetAt: sql`CASE WHEN ${expired} THEN ${resetAt.toISOString()}::timestamptz ELSE ${rateLimits.resetAt} END`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    return { hits: row?.hits ?? hits, resetAt: row?.resetAt ?? resetAt };
  },

  async forgive(ctx, key) {
    await ctx.db
      .update(rateLimits)
      .set({ hits: sql`${rateLimits.hits} - 1` })
      .where(and(eq(rateLimits.key, key), gt(rateLimits.hits, 0)));
  },
};
