import 'server-only';
import { Redis } from 'ioredis';
import type { RateLimitStore } from './store';

/**
 * Opens the window if none runs (a key that expires with it), adds the hits, answers the count
 * and the milliseconds left: one script, so atomic, one round trip.
 */
const ADD = `
redis.call('SET', KEYS[1], 0, 'PX', ARGV[2], 'NX')
local hits = redis.call('INCRBY', KEYS[1], ARGV[1])
return {hits, redis.call('PTTL', KEYS[1])}`;

const FORGIVE = `
local hits = tonumber(redis.call('GET', KEYS[1]) or '0')
if hits > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Keys of this store, apart from whatever else shares the Redis. */
const PREFIX = 'rate-limit:';

/**
 * Counters in Redis (REDIS_URL): a counter that expires with its window, one script call per
 * add. Windows follow Redis's clock, not the context's: only the PostgreSQL store runs on a
 * test's clock.
 */
export function redisRateLimitStore(redis: Redis): RateLimitStore {
  return {
    async add(ctx, key, hits, windowS) {
      const [count, leftMs] = (await redis.eval(ADD, 1, PREFIX + key, hits, windowS * 1000)) as [
        number,
        number,
      ];
      return { hits: count, resetAt: new Date(ctx.clock.now().getTime() + Math.max(leftMs, 0)) };
    },
    async forgive(_ctx, key) {
      await redis.eval(FORGIVE, 1, PREFIX + key);
    },
  };
}

const clients = new Map<string, Redis>();

/** One connection per process and URL, however many contexts are built on it. */
export function redisClient(url: string): Redis {
  let client = clients.get(url);
  if (!client) {
    client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    clients.set(url, client);
  }
  return client;
}
