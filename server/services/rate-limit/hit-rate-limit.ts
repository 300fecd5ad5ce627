import type { AppContext } from '@/server/app-context';
import { rootOf } from '@/server/db/client';
import { AppError } from '@/server/lib/app-error';
import { postgresRateLimitStore } from './postgres-store';

export type Limit = {
  limit: number;
  windowS: number;
  /**
   * Hits an instance takes from the shared counter at a time, for limits counted on every bet
   * or action (issue 15): it then lets that many through from memory, one write per `lease`
   * hits instead of one per hit. Never more than `limit` pass in a window whatever the number
   * of instances, as each hit let through was taken from the shared counter; what an instance
   * took and did not use (its player moved to another instance) is lost until the window ends,
   * so the limit is stricter by at most `lease` per instance. Omitted: one write per hit.
   */
  lease?: number;
};

/** One hit's outcome: whether it went past the limit, and the seconds until the window ends. */
export type Count = { over: boolean; retryAfterS: number };

/** The store is the context's (Redis when REDIS_URL is set), else the database's table. */
type Ctx = Pick<AppContext, 'db' | 'clock'> & Partial<Pick<AppContext, 'rateLimits'>>;

const storeOf = (ctx: Ctx) => ctx.rateLimits ?? postgresRateLimitStore;

const secondsUntil = (end: number, now: number) => Math.max(1, Math.ceil((end - now) / 1000));

/**
 * What this instance took from a leased limit's window and has left; `usedUp` once the shared
 * counter had nothing left to give in this window.
 */
type Lease = { resetAt: number; left: number; usedUp: boolean };
/** This instance's leases and the claims it is making, per store (per database for the table). */
type Leases = { held: Map<string, Lease>; claims: Map<string, Promise<void>> };
const leases = new WeakMap<object, Leases>();
/** Enough for every player betting in a window; past it the oldest go (their hits are lost). */
const MAX_LEASES = 50_000;

function leasesOf(ctx: Ctx) {
  const store = storeOf(ctx);
  const owner = store === postgresRateLimitStore ? rootOf(ctx.db) : store;
  let found = leases.get(owner);
  if (!found) leases.set(owner, (found = { held: new Map(), claims: new Map() }));
  return found;
}

/**
 * Counts one hit on `key` in a fixed window shared by every instance. Without a lease, one
 * atomic add per hit: concurrent hits cannot both slip under the limit. With one, see `Limit`.
 */
export async function countHit(ctx: Ctx, key: string, limit: Limit): Promise<Count> {
  if (limit.lease && limit.lease > 1) {
    return countLeasedHit(ctx, key, { ...limit, lease: limit.lease });
  }
  const now = ctx.clock.now().getTime();
  const count = await storeOf(ctx).add(ctx, key, 1, limit.windowS);
  return {
    over: count.hits > limit.limit,
    retryAfterS: secondsUntil(count.resetAt.getTime(), now),
  };
}

async function countLeasedHit(ctx: Ctx, key: string, limit: Required<Limit>): Promise<Count> {
  const { held, claims } = leasesOf(ctx);
  // A claim's window ends later than now, so one claim of our own settles the hit; the bound
  // only guards against a store whose clock disagrees with ours.
  for (let own = 0; own < 3;) {
    const now = ctx.clock.now().getTime();
    const current = held.get(key);
    if (current && current.resetAt > now) {
      const retryAfterS = secondsUntil(current.resetAt, now);
      if (current.left > 0) {
        current.left -= 1;
        return { over: false, retryAfterS };
      }
      // The window's counter only grows until it ends: once used up, no write can change that.
      if (current.usedUp) return { over: true, retryAfterS };
    }
    // One claim per key at a time: hits arriving together would otherwise each take a lease
    // and, between them, use the window up. They wait for it and share what it brought.
    const pending = claims.get(key);
    if (pending) {
      await pending;
      continue;
    }
    own += 1;
    const claim = claimLease(ctx, held, key, limit);
    claims.set(key, claim);
    try {
      await claim;
    } finally {
      claims.delete(key);
    }
  }
  return { over: true, retryAfterS: 1 };
}

async function claimLease(
  ctx: Ctx,
  held: Map<string, Lease>,
  key: string,
  { limit, windowS, lease }: Required<Limit>,
) {
  const count = await storeOf(ctx).add(ctx, key, lease, windowS);
  // The hits before this add were others'; what is left under the limit is ours, up to `lease`.
  const granted = Math.min(lease, Math.max(0, limit - (count.hits - lease)));
  held.delete(key);
  if (held.size >= MAX_LEASES) held.delete(held.keys().next().value!);
  held.set(key, { resetAt: count.resetAt.getTime(), left: granted, usedUp: granted < lease });
}

/**
 * Takes back one hit on `key`, for limits that count failures: the attempt is counted before
 * it runs (so parallel attempts cannot all pass) and forgiven once it turns out a success.
 */
export async function forgiveHit(
  ctx: Pick<AppContext, 'db'> & Partial<Pick<AppContext, 'rateLimits'>>,
  key: string,
) {
  await (ctx.rateLimits ?? postgresRateLimitStore).forgive(ctx, key);
}

/** Counts one hit on `key`; past the limit it throws a 429 carrying the seconds until the window ends. */
export async function hitRateLimit(ctx: Ctx, key: string, limit: Limit) {
  const count = await countHit(ctx, key, limit);
  if (count.over) throw AppError.tooManyRequests(count.retryAfterS);
}

/** Checks several keys, e.g. by address and by account; all are counted. */
export async function hitRateLimits(ctx: Ctx, checks: Array<[key: string, limit: Limit]>) {
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
