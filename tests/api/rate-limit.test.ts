import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { countHit, forgiveHit, type Limit } from '@/server/services/rate-limit/hit-rate-limit';
import { postgresRateLimitStore } from '@/server/services/rate-limit/postgres-store';
import { redisRateLimitStore } from '@/server/services/rate-limit/redis-store';
import type { RateLimitStore } from '@/server/services/rate-limit/store';
import { createTestApi, type TestApi } from '@/tests/support/api';

/**
 * Rate limits shared by instances (issue 15): leased limits let an instance count hits in
 * memory between writes, yet never let more than the limit through a window across
 * instances. Each "instance" here is a store of its own over the same counters, as two
 * processes would be (leases are kept per store).
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const uniqueKey = () => `test:${randomBytes(6).toString('hex')}`;

/** A store that counts the writes it sends to the shared counters. */
function instance(store: RateLimitStore) {
  const counted = {
    writes: 0,
    store: {
      add: (...args: Parameters<RateLimitStore['add']>) => {
        counted.writes += 1;
        return store.add(...args);
      },
      forgive: store.forgive,
    } satisfies RateLimitStore,
  };
  return counted;
}

/** Hits `key` `times` times, alternating over the instances; answers how many passed. */
async function passes(
  instances: Array<ReturnType<typeof instance>>,
  key: string,
  limit: Limit,
  times: number,
) {
  let passed = 0;
  for (let i = 0; i < times; i += 1) {
    const { store } = instances[i % instances.length]!;
    const count = await countHit({ ...api.ctx, rateLimits: store }, key, limit);
    if (!count.over) passed += 1;
  }
  return passed;
}

describe('a leased limit on the database', () => {
  const limit: Limit = { limit: 10, windowS: 10, lease: 3 };

  it('lets exactly the limit through across instances, writing once per lease', async () => {
    const a = instance(postgresRateLimitStore);
    const b = instance(postgresRateLimitStore);
    const key = uniqueKey();
    expect(await passes([a, b], key, limit, 30)).toBe(10);
    // 4 leases of 3 and the one that found the window used up, per instance; not 30 writes.
    expect(a.writes + b.writes).toBeLessThanOrEqual(6);
  });

  it('hits arriving together share one claim instead of each taking a lease', async () => {
    const a = instance(postgresRateLimitStore);
    const key = uniqueKey();
    const counts = await Promise.all(
      Array.from({ length: 30 }, () =>
        countHit({ ...api.ctx, rateLimits: a.store }, key, { limit: 100, windowS: 10, lease: 40 }),
      ),
    );
    expect(counts.every((count) => !count.over)).toBe(true);
    expect(a.writes).toBe(1);
  });

  it('refuses with the seconds left until the window ends, then lets hits through again', async () => {
    const a = instance(postgresRateLimitStore);
    const key = uniqueKey();
    expect(await passes([a], key, limit, 10)).toBe(10);
    const refused = await countHit({ ...api.ctx, rateLimits: a.store }, key, limit);
    expect(refused).toEqual({ over: true, retryAfterS: 10 });
    api.clock.advance(10_000);
    expect(await passes([a], key, limit, 10)).toBe(10);
  });

  it('an instance that stops using its lease makes the limit stricter, never looser', async () => {
    const a = instance(postgresRateLimitStore);
    const b = instance(postgresRateLimitStore);
    const key = uniqueKey();
    expect(await passes([a], key, limit, 1)).toBe(1);
    // a holds 2 more it never uses: b gets what is left of the 10.
    expect(await passes([b], key, limit, 20)).toBe(7);
  });
});

const redisUrl = process.env.REDIS_URL;

/** Runs where Redis is (REDIS_URL, e.g. redis://127.0.0.1:6379), as in CI with Redis. */
(redisUrl ? describe : describe.skip)('the Redis store', () => {
  const clients: Redis[] = [];
  const redisInstance = () => {
    const client = new Redis(redisUrl!);
    clients.push(client);
    return instance(redisRateLimitStore(client));
  };
  afterAll(() => Promise.all(clients.map((client) => client.quit())));

  it('counts every hit once across instances, concurrent ones included', async () => {
    const a = redisInstance();
    const b = redisInstance();
    const key = uniqueKey();
    const limit: Limit = { limit: 5, windowS: 10 };
    const counts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        countHit({ ...api.ctx, rateLimits: (i % 2 ? a : b).store }, key, limit),
      ),
    );
    expect(counts.filter((count) => !count.over)).toHaveLength(5);
    expect(counts.find((count) => count.over)!.retryAfterS).toBeGreaterThan(0);

    const other = uniqueKey();
    expect(await passes([a, b], other, limit, 5)).toBe(5);
    await forgiveHit({ ...api.ctx, rateLimits: a.store }, other);
    expect(await passes([b], other, limit, 2)).toBe(1);
  });

  it('leases from Redis like from the database', async () => {
    const a = redisInstance();
    const b = redisInstance();
    expect(await passes([a, b], uniqueKey(), { limit: 10, windowS: 10, lease: 3 }, 30)).toBe(10);
    expect(a.writes + b.writes).toBeLessThanOrEqual(6);
  });

  it('a window ends on its own', async () => {
    const a = redisInstance();
    const key = uniqueKey();
    const limit: Limit = { limit: 1, windowS: 1 };
    expect(await passes([a], key, limit, 2)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await passes([a], key, limit, 1)).toBe(1);
  });
});
