import type { AppContext } from '@/server/app-context';
import { rootOf, type Db } from '@/server/db/client';
import { createRecentCache, type RecentCache } from '@/server/lib/recent-cache';
import { findLiveSession } from './find-live-session';

/**
 * How long this process trusts a session (and its user) it found live, in seconds. Every bearer
 * request looked the session up, one round trip of a bet's few (issue 15); now one lookup per
 * session per window. The cost: a session revoked by another instance, or a user changed there,
 * is seen here up to this long after. What this process itself revokes or changes it forgets at
 * once (`forgetSessions`), and refreshing a token always asks the database.
 */
export const SESSION_CACHE_S = 5;
/** Enough for every player active in a window; past it the oldest entries go. */
const MAX_ENTRIES = 50_000;

type Live = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

/** Per database (`rootOf`): tests open many, each with its own sessions. */
const caches = new WeakMap<Db, RecentCache<Live>>();

function cacheOf(db: Db) {
  const root = rootOf(db);
  let cache = caches.get(root);
  if (!cache) caches.set(root, (cache = createRecentCache(MAX_ENTRIES)));
  return cache;
}

/**
 * `findLiveSession`, remembered for SESSION_CACHE_S: a session found live again within the
 * window costs no query. A session not found is not remembered, so a new one works at once.
 */
export async function findLiveSessionCached(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  sessionId: string,
): Promise<Live | null> {
  const now = ctx.clock.now().getTime();
  return cacheOf(ctx.db).get(sessionId, {
    now,
    ttlMs: SESSION_CACHE_S * 1000,
    holds: (live) => live.session.expiresAt.getTime() > now,
    load: () => findLiveSession(ctx, sessionId),
  });
}

/**
 * Forgets the remembered sessions of a user, after this process revoked one or changed the
 * user's row, so its own next request sees the change. Other instances see it within
 * SESSION_CACHE_S.
 */
export function forgetSessions(db: Db, userId: number) {
  cacheOf(db).deleteWhere((live) => live.user.id === userId);
}

/** Forgets one remembered session, after this process revoked it (logout). */
export function forgetSession(db: Db, sessionId: string) {
  cacheOf(db).delete(sessionId);
}
