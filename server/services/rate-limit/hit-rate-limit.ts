import { sql } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { rateLimits } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';

export type Limit = { limit: number; windowS: number };

/**
 * Counts one hit on `key` in a fixed window kept in the database, so every instance sees it;
 * past the limit it throws a 429 carrying the seconds until the window ends.
 * One atomic upsert: concurrent hits cannot both slip under the limit.
 */
export async function hitRateLimit(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  key: string,
  { limit, windowS }: Limit,
) {
  const now = ctx.clock.now();
  const resetAt = new Date(now.getTime() + windowS * 1000);
  const [row] = await ctx.db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz THEN ${resetAt.toISOString()}::timestamptz ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  if (row && row.hits > limit) {
    throw AppError.tooManyRequests(
      Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000)),
    );
  }
}

/** Checks several keys, e.g. by address and by account; all are counted. */
export async function hitRateLimits(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  checks: Array<[key: string, limit: Limit]>,
) {
  let blocked: AppError | null = null;
  for (const [key, limit] of checks) {
    try {
      await hitRateLimit(ctx, key, limit);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (!blocked || (error.retryAfterS ?? 0) > (blocked.retryAfterS ?? 0)) blocked = error;
    }
  }
  if (blocked) throw blocked;
}
