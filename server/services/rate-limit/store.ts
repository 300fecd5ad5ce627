import type { Db } from '@/server/db/client';
import type { Clock } from '@/server/lib/clock';

/** A window's count after hits were added to it, and when it ends. */
export type WindowCount = { hits: number; resetAt: Date };

/**
 * Where fixed-window counters live, shared by every instance: the `rate_limits` table
 * (`postgres-store.ts`, the default, PGlite included) or Redis (`redis-store.ts`, when
 * REDIS_URL is set). The rules on top of it are `hit-rate-limit.ts`'s.
 */
export type RateLimitStore = {
  /**
   * Adds `hits` to the window of `key`, opening one of `windowS` seconds if none is running,
   * atomically: concurrent adds all count. Answers the count after this add.
   */
  add(
    ctx: { db: Db; clock: Clock },
    key: string,
    hits: number,
    windowS: number,
  ): Promise<WindowCount>;
  /** Takes one hit back from the running window of `key`, never below zero. */
  forgive(ctx: { db: Db }, key: string): Promise<void>;
};
