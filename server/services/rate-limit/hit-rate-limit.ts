import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { rateLimits } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';

export type Limit = { limit: number; windowS: number };

/** One hit's outcome: whether it went past the limit, and the seconds until the window ends. */
export type Count = { over: boolean; retryAfterS: number };

/**
 * Counts one hit on `key` in a fixed window kept in the database, so every instance sees it.
 * One atomic upsert: concurrent hits cannot both slip under the limit.
 */
export async function countHit(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  key: string,
  { limit, windowS }: Limit,
): Promise<Count> {
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
  const endsAt = row?.resetAt ?? resetAt;
  return {
    over: (row?.hits ?? 1) > limit,
    retryAfterS: Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / 1000)),
  };
}

/**
 * Takes back one hit on `key`, for limits that count failures: the attempt is counted before
 * it runs (so parallel attempts cannot all pass) and forgiven once it turns out a success.
 */
export async function forgiveHit(ctx: Pick<AppContext, 'db'>, key: string) {
  await ctx.db
    .update(rateLimits)
    .set({ hits: sql`${rateLimits.hits} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.hits, 0)));
}

/** Counts one hit on `key`; past the limit it throws a 429 carrying the seconds until the window ends. */
export async function hitRateLimit(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  key: string,
  limit: Limit,
) {
  const count = await countHit(ctx, key, limit);
  if (count.over) throw AppError.tooManyRequests(count.retryAfterS);
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
