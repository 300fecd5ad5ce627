import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { createApp } from '@/server/api/app';
import type { AppContext } from '@/server/app-context';
import { MIGRATIONS_FOLDER, openDatabase } from '@/server/db/client';
import { LEASE_MS, takeLease } from '@/server/services/engines/lease';
import { startLeasedEngine } from '@/server/services/engines/leased-engine';
import { redisClient } from '@/server/services/rate-limit/redis-store';
import { createTestApi, type TestApi } from '../support/api';
import { captureLogs } from '../support/logs';

/** Nothing listens on port 1: a connection is refused at once. */
const CLOSED_REDIS = 'redis://127.0.0.1:1';
const CLOSED_POSTGRES = 'postgres://postgres@127.0.0.1:1/nothing';

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
) as { entries: { tag: string; when: number }[] };

let api: TestApi;

beforeAll(async () => {
  // Its own database on PostgreSQL: the engines' leases are one row per engine for everybody.
  api = await createTestApi({ ownDatabase: true });
});
afterAll(async () => {
  redisClient(CLOSED_REDIS).disconnect();
  await api.close();
});

/** `GET /api/ready` of an app over `ctx` (the suite's, or one with a part broken). */
async function readyOf(getContext: () => Promise<AppContext>) {
  const response = await createApp(getContext).request('/api/ready');
  return { status: response.status, headers: response.headers, json: await response.json() };
}

type Lease = { engine: string; epoch: number | null; driving: boolean; stale: boolean };
const leaseOf = (json: { checks: { engines: { leases: Lease[] } } }, engine: string) =>
  json.checks.engines.leases.find((lease) => lease.engine === engine);

describe('GET /api/ready', () => {
  it('answers 200 with its checks: the database migrated, no Redis, the engines of the deployment', async () => {
    const response = await api.get('/api/ready');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json).toMatchObject({
      status: 'ready',
      checks: {
        database: {
          ok: true,
          migrations: {
            applied: journal.entries.length,
            expected: journal.entries.length,
            pending: [],
          },
        },
        redis: { ok: true, configured: false },
        engines: { ok: true },
      },
    });
    // The test configuration runs crash (development chain), the rooms and the simulated feed.
    expect(response.json.checks.engines.leases.map((lease: Lease) => lease.engine)).toEqual([
      'crash',
      'rooms',
      'sports-feed',
    ]);
    // Nothing took them in this suite: a warning each, never a reason.
    expect(leaseOf(response.json, 'crash')).toMatchObject({
      epoch: null,
      driving: false,
      stale: true,
    });
    expect(response.json.warnings).toContain('crash: no process holds the lease (never taken)');
    // Nothing of the connection in the answer.
    expect(response.text).not.toMatch(/postgres|pglite|127\.0\.0\.1/i);
  });

  it('says which engine this process drives, and reports a lease nobody renews as a warning only', async () => {
    const engine = startLeasedEngine(api.ctx, 'crash', 200, ({ holds, sleep }) => ({
      async drive(lease) {
        while (holds(lease)) await sleep(50);
      },
      reset() {},
    }));
    try {
      for (let tries = 0; !engine.driving && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(engine.driving).toBe(true);
      const driven = await api.get('/api/ready');
      expect(driven.status).toBe(200);
      expect(leaseOf(driven.json, 'crash')).toEqual({
        engine: 'crash',
        epoch: 1,
        driving: true,
        renewed_s_ago: 0,
        stale: false,
      });
    } finally {
      await engine.stop();
    }
    // A clean stop lets the lease go: nobody drives crash now.
    const released = await api.get('/api/ready');
    expect(released.status).toBe(200);
    expect(leaseOf(released.json, 'crash')).toMatchObject({
      epoch: 1,
      driving: false,
      stale: true,
    });
    expect(released.json.warnings).toContain('crash: no process holds the lease (let go)');

    // Another process takes the rooms and stops renewing (killed): stale past 3 × LEASE_MS.
    expect(await takeLease(api.ctx, 'rooms', 'another-process')).toBe(1);
    api.clock.advance(2 * LEASE_MS);
    const lapsed = await api.get('/api/ready');
    expect(leaseOf(lapsed.json, 'rooms')).toMatchObject({ renewed_s_ago: 10, stale: false });
    api.clock.advance(LEASE_MS + 1_000);
    const stale = await api.get('/api/ready');
    expect(stale.status).toBe(200);
    expect(stale.json.status).toBe('ready');
    expect(leaseOf(stale.json, 'rooms')).toEqual({
      engine: 'rooms',
      epoch: 1,
      driving: false,
      renewed_s_ago: 16,
      stale: true,
    });
    expect(stale.json.warnings).toContain(
      'rooms: lease not renewed for 16 s (epoch 1); nothing drives it',
    );
  });

  it('answers 503 with a reason when the database does not answer, never a 500', async () => {
    const unreachable = await openDatabase({ databaseUrl: CLOSED_POSTGRES, dataDir: null });
    const logs = captureLogs();
    try {
      const { status, json } = await readyOf(async () => ({ ...api.ctx, db: unreachable.db }));
      // The answer says what failed; the log says why.
      const logged = logs.lines.find((line) => line.msg === 'readiness: database check failed');
      expect(JSON.stringify(logged?.error)).toMatch(/ECONNREFUSED/);
      expect(status).toBe(503);
      expect(json.status).toBe('not_ready');
      expect(json.reasons).toEqual([
        'database: not reachable',
        'engines: the leases could not be read',
      ]);
      expect(json.checks.database).toMatchObject({ ok: false, migrations: null });
      expect(json.checks.redis.ok).toBe(true);
      expect(JSON.stringify(json)).not.toContain('127.0.0.1');
    } finally {
      logs.stop();
      await unreachable.close();
    }
  });

  it('answers 503 on a database that lacks a migration of this build', async () => {
    // The newest migration's record taken away in a transaction that is rolled back: the
    // database as a new release finds it before migrating.
    const last = journal.entries.at(-1)!;
    let answer: Awaited<ReturnType<typeof readyOf>> | undefined;
    await api.ctx.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`,
        );
        answer = await readyOf(async () => ({ ...api.ctx, db: tx }));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(answer?.status).toBe(503);
    expect(answer?.json.reasons).toEqual([
      `database: 1 migration(s) not applied, from ${last.tag}`,
    ]);
    expect(answer?.json.checks.database).toMatchObject({
      ok: false,
      migrations: {
        applied: journal.entries.length - 1,
        expected: journal.entries.length,
        pending: [last.tag],
      },
    });
    // Rolled back: ready again.
    expect((await api.get('/api/ready')).status).toBe(200);
  });

  it('answers 503 when REDIS_URL is set and Redis does not answer', async () => {
    // ioredis reports every refused connection as an `error` event; the answer says it here.
    redisClient(CLOSED_REDIS).on('error', () => {});
    const config = { ...api.ctx.config, redisUrl: CLOSED_REDIS };
    const logs = captureLogs();
    const { status, json } = await readyOf(async () => ({ ...api.ctx, config })).finally(logs.stop);
    expect(logs.lines.map((line) => line.msg)).toContain('readiness: redis check failed');
    expect(status).toBe(503);
    expect(json.reasons).toEqual(['redis: not reachable']);
    expect(json.checks.redis).toMatchObject({ ok: false, configured: true });
    expect(json.checks.database.ok).toBe(true);
    expect(JSON.stringify(json)).not.toContain('redis://');
  });

  it('answers 503 while the context starts, and when it could not start', async () => {
    const starting = await readyOf(() => new Promise<never>(() => {}));
    expect(starting.status).toBe(503);
    expect(starting.json).toEqual({
      status: 'not_ready',
      reasons: ['context: still starting'],
      checks: null,
      warnings: [],
    });
    const failed = await readyOf(() => Promise.reject(new Error('password authentication failed')));
    expect(failed.status).toBe(503);
    expect(failed.json.reasons).toEqual(['context: could not start (the log says why)']);
    expect(JSON.stringify(failed.json)).not.toContain('password');
  });

  it('is in the OpenAPI document with its 503 answer', async () => {
    const doc = (await api.get('/api/openapi.json')).json;
    const operation = doc.paths['/ready'].get;
    expect(operation.tags).toEqual(['meta']);
    expect(Object.keys(operation.responses)).toEqual(['200', '503']);
  });
});
