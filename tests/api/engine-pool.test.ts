import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { CrashConfig } from '@/server/config';
import { engineDbOf, rootOf, type Db } from '@/server/db/client';
import { startCrashEngine } from '@/server/services/crash/engine';
import { scrapeMetrics } from '@/server/services/metrics/context-metrics';
import type { StreamMessage } from '@/server/services/stream/types';
import { createTestApi } from '@/tests/support/api';

/**
 * The engines' own pool (issue 41): under load, player requests hold every connection of the
 * players' pool and queue for more; a crash round's start and crash must not queue behind them.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

const CONFIG: CrashConfig = {
  secret: 'engine-pool-secret-engine-pool-secret-01',
  length: 1_000,
  salt: 'engine-pool-salt',
  engine: true,
};

const poolOf = (db: Db) => (db as unknown as { $client: Pool }).$client;

(onPostgres ? it.skip : it)(
  'is the database itself on PGlite, which has one connection',
  async () => {
    const api = await createTestApi({ enginePoolSize: 2 });
    try {
      expect(engineDbOf(api.ctx.db)).toBe(api.ctx.db);
    } finally {
      await api.close();
    }
  },
);

(onPostgres ? describe : describe.skip)('the engines’ pool on PostgreSQL', () => {
  it('is not the players’ pool, yet the same database', async () => {
    const api = await createTestApi({ ownDatabase: true, enginePoolSize: 2 });
    try {
      const engines = engineDbOf(api.ctx.db);
      expect(engines).not.toBe(api.ctx.db);
      expect(poolOf(engines)).not.toBe(poolOf(api.ctx.db));
      expect(poolOf(engines).options.max).toBe(2);
      // Running engines, the ledger's account ids and the metrics key on the database.
      expect(rootOf(engines)).toBe(api.ctx.db);
      await engines.transaction(async (tx) => {
        expect(rootOf(tx)).toBe(api.ctx.db);
        expect(engineDbOf(tx)).toBe(engines);
      });
      const { text } = await scrapeMetrics(api.ctx);
      expect(text).toMatch(/^arcada_db_engine_pool_connections\{state="total"\} 1$/m);
    } finally {
      await api.close();
    }
  });

  it('shares the players’ pool when its size is 0', async () => {
    const api = await createTestApi({ ownDatabase: true });
    try {
      expect(engineDbOf(api.ctx.db)).toBe(api.ctx.db);
      const { text } = await scrapeMetrics(api.ctx);
      expect(text).not.toContain('arcada_db_engine_pool_connections');
    } finally {
      await api.close();
    }
  });

  it('plays crash rounds while player requests hold every connection of the players’ pool', async () => {
    // Time runs 20 times faster for these rounds, as in crash.test.ts's live engines.
    const origin = Date.now();
    const fast = { now: () => new Date(origin + (Date.now() - origin) * 20) };
    const api = await createTestApi({ clock: fast, ownDatabase: true, enginePoolSize: 1 });
    const events: StreamMessage[] = [];
    const bus = { publish: async (message: StreamMessage) => void events.push(message) };
    const players = poolOf(api.ctx.db);
    const held = await Promise.all(
      Array.from({ length: players.options.max ?? 10 }, () => players.connect()),
    );
    // A player's statement now waits for a connection, as under 200 connections of bets.
    let playerAnswered = false;
    const waiting = api.ctx.db.execute(sql`select 1`).then(() => (playerAnswered = true));
    const engine = startCrashEngine({ ...api.ctx, db: engineDbOf(api.ctx.db) }, CONFIG, bus, {
      bettingMs: 1_000,
      pauseMs: 600,
      graceMs: 200,
      tickMs: 10,
      pollMs: 10,
      renewMs: 50,
    });
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      for (const client of held) client.release();
      await waiting;
    };
    try {
      const deadline = Date.now() + 15_000;
      while (events.filter((event) => event.type === 'crashed').length < 2) {
        if (Date.now() > deadline) throw new Error('no two crashes within 15 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(engine.driving).toBe(true);
      expect(playerAnswered).toBe(false);
      expect(players.waitingCount).toBeGreaterThanOrEqual(1);
      await release();
      // Each crash said how late it was committed.
      const { text } = await scrapeMetrics(api.ctx);
      const crashes = Number(
        text.match(/^arcada_crash_late_seconds_count\{step="crash"\} (\d+)$/m)?.[1] ?? 0,
      );
      expect(crashes).toBeGreaterThanOrEqual(2);
    } finally {
      await engine.stop();
      await release();
      await api.close();
    }
  });
});
