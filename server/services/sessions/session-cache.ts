import type { AppContext } from '@/server/app-context';
import { rootOf, type Db } from '@/server/db/client';
import { log } from '@/server/lib/log';
import { createRecentCache, type RecentCache } from '@/server/lib/recent-cache';
import { findLiveSession } from './find-live-session';

/**
 * How long this process trusts a session (and its user) it found live, in seconds. Every bearer
 * request looked the session up, one round trip of a bet's few (issue 15); now one lookup per
 * session per window. What any process revokes or changes, every process forgets at once: the
 * process that did it at once, the others when the bus brings its word (`shareSessionChanges`,
 * milliseconds). Without the word (the bus down), another instance sees the change up to this
 * long after. Refreshing a token always asks the database.
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

/** The bus's topic between the processes for sessions to forget (never a stream's). */
export const SESSIONS_TOPIC = 'internal:sessions';

type Forget = { userId: number } | { sessionId: string };

/** Per database: how this process tells the others what to forget, once its context started. */
const tellers = new WeakMap<Db, (forget: Forget) => void>();

/**
 * Forgets the remembered sessions of a user, after this process revoked one or changed the
 * user's row (blocked, verified, settings), so its next request sees the change, and tells the
 * other processes to forget them too.
 */
export function forgetSessions(db: Db, userId: number) {
  forgetHere(db, { userId });
  tellers.get(rootOf(db))?.({ userId });
}

/** Forgets one remembered session, after this process revoked it (logout), here and elsewhere. */
export function forgetSession(db: Db, sessionId: string) {
  forgetHere(db, { sessionId });
  tellers.get(rootOf(db))?.({ sessionId });
}

function forgetHere(db: Db, forget: Forget) {
  if ('userId' in forget) cacheOf(db).deleteWhere((live) => live.user.id === forget.userId);
  else cacheOf(db).delete(forget.sessionId);
}

/**
 * Shares forgetting between the processes of one database (`startContext`): what one forgets
 * goes out on the bus, and what the bus brings is forgotten here. A player blocked or logged out
 * through one instance is refused by every other one at once, not SESSION_CACHE_S later.
 */
export function shareSessionChanges(ctx: Pick<AppContext, 'db' | 'events' | 'stream'>) {
  const root = rootOf(ctx.db);
  tellers.set(root, (forget) => {
    ctx.events
      .publish({ topic: SESSIONS_TOPIC, type: 'forget', data: forget })
      .catch((error: unknown) =>
        log.warn('sessions: the other instances were not told', { error }),
      );
  });
  const stop = ctx.stream.listen(SESSIONS_TOPIC, ({ data }) => {
    const forget = data as Partial<{ userId: unknown; sessionId: unknown }>;
    if (typeof forget.userId === 'number') forgetHere(ctx.db, { userId: forget.userId });
    else if (typeof forget.sessionId === 'string')
      forgetHere(ctx.db, { sessionId: forget.sessionId });
  });
  return () => {
    stop();
    tellers.delete(root);
  };
}
