import { eq } from 'drizzle-orm';
import { createApp } from '@/server/api/app';
import { sportProducers } from '@/server/db/schema';
import { startPeriodicJob } from '@/server/lib/periodic-job';
import { takeLease } from '@/server/services/engines/lease';
import { startLeasedEngine } from '@/server/services/engines/leased-engine';
import { settlePending, transfer } from '@/server/services/ledger/transfer';
import { ensureProducers } from '@/server/services/sports/feed/producers';
import { createTestApi, uniqueIp, type TestApi } from '../support/api';
import { betKey, GAMES, gamePlayer } from '../support/game-bets';
import { captureLogs } from '../support/logs';
import { OPERATOR_TOKEN } from '../support/wallet';

const METRICS_TOKEN = 'metrics-token-of-the-suite-0123456789';

let api: TestApi;

beforeAll(async () => {
  // Its own database on PostgreSQL: the engines' leases are one row per engine for everybody.
  api = await createTestApi({ env: { METRICS_TOKEN, OPERATOR_TOKEN }, ownDatabase: true });
});
afterAll(() => api.close());

/** The metrics text, scraped with the token. */
async function scrape() {
  const response = await api.get('/api/metrics', { token: METRICS_TOKEN });
  expect(response.status).toBe(200);
  return response.text;
}

/**
 * The value of the sample `name` whose labels include `labels`, or undefined when there is
 * none. Labels are read as Prometheus' text format writes them: `name{a="x",b="y"} value`.
 */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split('\n')) {
    const match = line.match(/^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [
        key,
        value,
      ]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) {
      return Number(match[3]);
    }
  }
  return undefined;
}

/** How much the sample grew between two scrapes (an absent one is 0). */
const grew = (before: string, after: string, name: string, labels: Record<string, string>) =>
  (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);

describe('GET /api/metrics', () => {
  it('answers 404 where METRICS_TOKEN is not set', async () => {
    const config = { ...api.ctx.config, metricsToken: null };
    const app = createApp(async () => ({ ...api.ctx, config }));
    const response = await app.request('/api/metrics', {
      headers: { authorization: `Bearer ${METRICS_TOKEN}`, 'x-forwarded-for': uniqueIp() },
    });
    expect(response.status).toBe(404);
  });

  it('answers 401 without a bearer and with a wrong one', async () => {
    expect((await api.get('/api/metrics')).status).toBe(401);
    const wrong = await api.get('/api/metrics', { token: `${METRICS_TOKEN}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toBe('unauthorized');
    expect(wrong.text).not.toContain('arcada_');
  });

  it('answers the text format with the token, uncached, with Node\u2019s process metrics', async () => {
    const response = await api.get('/api/metrics', { token: METRICS_TOKEN });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.text).toContain('# TYPE arcada_http_requests_total counter');
    expect(response.text).toContain('# TYPE arcada_http_request_duration_seconds histogram');
    // The CPU counter counts from the registry's start, which may be this very request: it is
    // live if it grows over 30 ms of work (it read 0 once in CI, on an idle machine).
    const cpu = sample(response.text, 'process_cpu_user_seconds_total');
    expect(cpu).toBeGreaterThanOrEqual(0);
    for (const until = Date.now() + 30; Date.now() < until;);
    const later = await api.get('/api/metrics', { token: METRICS_TOKEN });
    expect(sample(later.text, 'process_cpu_user_seconds_total')).toBeGreaterThan(cpu!);
    expect(sample(response.text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(response.text, 'arcada_stream_open')).toBe(0);
    // The pool is node-postgres' (PostgreSQL); the embedded database has none.
    const pool = sample(response.text, 'arcada_db_pool_connections', { state: 'total' });
    if (api.databaseUrl) expect(pool).toBeGreaterThanOrEqual(1);
    else expect(pool).toBeUndefined();
  });

  it('counts requests by route pattern, never by path, and a bet in its product and the ledger', async () => {
    const player = await gamePlayer(api);
    const before = await scrape();
    await api.get('/api/health');
    await api.get('/api/health');
    await api.get('/api/tournaments/987654321');
    await api.get('/api/no-such-route-4242');
    const bet = await api.post(
      `${GAMES}/dice/bet`,
      { key: betKey(), amount: 10, target: 50, direction: 'under' },
      player,
    );
    expect(bet.status).toBe(200);
    const won = bet.json.payout > 0;
    const after = await scrape();

    const requests = 'arcada_http_requests_total';
    const health = { operation: '/api/health', method: 'GET', status: '200' };
    expect(grew(before, after, requests, health)).toBe(2);
    expect(
      grew(before, after, 'arcada_http_request_duration_seconds_count', {
        operation: '/api/health',
        method: 'GET',
      }),
    ).toBe(2);
    const tournament = { operation: '/api/tournaments/:id', method: 'GET', status: '404' };
    expect(grew(before, after, requests, tournament)).toBe(1);
    const unmatched = { operation: 'unmatched', method: 'GET', status: '404' };
    expect(grew(before, after, requests, unmatched)).toBe(1);
    const dice = { operation: '/api/api/v2/games/dice/bet', method: 'POST', status: '200' };
    expect(grew(before, after, requests, dice)).toBe(1);
    expect(after).not.toContain('987654321');
    expect(after).not.toContain('no-such-route');

    const transfers = 'arcada_ledger_transfers_total';
    expect(grew(before, after, transfers, { kind: 'bet_stake', currency: 'RUB' })).toBe(1);
    expect(grew(before, after, transfers, { kind: 'bet_payout', currency: 'RUB' })).toBe(
      won ? 1 : 0,
    );
    expect(grew(before, after, 'arcada_bets_settled_total', { product: 'games' })).toBe(1);
  });

  it('counts a transfer once when its key is replayed, and a hold and its settlement once each', async () => {
    const psp = { owner: 'psp', provider: 'sandbox', currency: 'RUB' } as const;
    const house = { owner: 'house', currency: 'RUB' } as const;
    const money = { debit: psp, credit: house, amount: 500, currency: 'RUB' } as const;
    const before = await scrape();
    const input = { ...money, key: betKey(), kind: 'metrics_test' };
    const first = await transfer(api.ctx, input);
    api.clock.advance(1_000);
    // A retry answers the first transfer and moves nothing.
    expect((await transfer(api.ctx, input)).id).toBe(first.id);
    const hold = { ...money, key: betKey(), kind: 'metrics_hold', pending: true };
    await transfer(api.ctx, hold);
    const settle = { key: betKey(), pendingKey: hold.key, action: 'post' } as const;
    await settlePending(api.ctx, settle);
    await settlePending(api.ctx, settle);
    const after = await scrape();
    const transfers = 'arcada_ledger_transfers_total';
    expect(grew(before, after, transfers, { kind: 'metrics_test', currency: 'RUB' })).toBe(1);
    expect(grew(before, after, transfers, { kind: 'metrics_hold', currency: 'RUB' })).toBe(1);
    expect(grew(before, after, transfers, { kind: 'metrics_hold:post', currency: 'RUB' })).toBe(1);
  });

  it('reads the engines\u2019 leases and the feed\u2019s producers at the scrape', async () => {
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
      expect(await takeLease(api.ctx, 'rooms', 'another-process')).toBe(1);
      await ensureProducers(api.ctx);
      const now = api.clock.now().getTime();
      await api.ctx.db
        .update(sportProducers)
        .set({ lastAliveAt: new Date(now - 30_000), lastProcessedTs: now - 45_000 })
        .where(eq(sportProducers.name, 'live'));
      await api.ctx.db
        .update(sportProducers)
        .set({ up: false })
        .where(eq(sportProducers.name, 'prematch'));
      api.clock.advance(4_000);

      const text = await scrape();
      expect(sample(text, 'arcada_engine_driving', { engine: 'crash' })).toBe(1);
      expect(sample(text, 'arcada_engine_lease_epoch', { engine: 'crash' })).toBe(1);
      expect(sample(text, 'arcada_engine_driving', { engine: 'rooms' })).toBe(0);
      expect(sample(text, 'arcada_engine_lease_renewed_seconds', { engine: 'rooms' })).toBe(4);
      // Never taken: driving 0, no epoch.
      expect(sample(text, 'arcada_engine_driving', { engine: 'sports-feed' })).toBe(0);
      expect(sample(text, 'arcada_engine_lease_epoch', { engine: 'sports-feed' })).toBeUndefined();
      expect(sample(text, 'arcada_feed_producer_up', { producer: 'live' })).toBe(1);
      expect(sample(text, 'arcada_feed_producer_up', { producer: 'prematch' })).toBe(0);
      expect(sample(text, 'arcada_feed_alive_age_seconds', { producer: 'live' })).toBe(34);
      expect(sample(text, 'arcada_feed_lag_seconds', { producer: 'live' })).toBe(49);
      expect(sample(text, 'arcada_metrics_reading_ok', { reading: 'engines' })).toBe(1);
      expect(sample(text, 'arcada_metrics_reading_ok', { reading: 'feed' })).toBe(1);
    } finally {
      await engine.stop();
    }
  });

  it('counts periodic job runs and failures by job', async () => {
    const name = 'metrics test: the job failed';
    let calls = 0;
    const before = await scrape();
    const logs = captureLogs();
    const job = startPeriodicJob(
      { everyMs: 60_000, failure: name, immediately: true },
      async () => {
        calls += 1;
        throw new Error('boom');
      },
    );
    job.stop();
    await new Promise((resolve) => setImmediate(resolve));
    logs.stop();
    expect(calls).toBe(1);
    expect(logs.lines.map((line) => line.msg)).toContain(name);
    const after = await scrape();
    expect(grew(before, after, 'arcada_job_runs_total', { name })).toBe(1);
    expect(grew(before, after, 'arcada_job_failures_total', { name })).toBe(1);
    // A run that succeeds counts as a run only.
    const fine = 'metrics test: the quiet job failed';
    startPeriodicJob({ everyMs: 60_000, failure: fine, immediately: true }, async () => {}).stop();
    await new Promise((resolve) => setImmediate(resolve));
    const later = await scrape();
    expect(grew(after, later, 'arcada_job_runs_total', { name: fine })).toBe(1);
    expect(sample(later, 'arcada_job_failures_total', { name: fine })).toBeUndefined();
  });

  it('refuses guessing: past 30 wrong tokens from one address, 429 even for the right one', async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await api.get('/api/metrics', { ip, token: `wrong-${attempt}` })).status).toBe(401);
    }
    const over = await api.get('/api/metrics', { ip, token: METRICS_TOKEN });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    // A scraper elsewhere is not touched, and its own scrapes never count against it.
    const scraper = uniqueIp();
    for (let attempt = 0; attempt < 35; attempt += 1) {
      expect((await api.get('/api/metrics', { ip: scraper, token: METRICS_TOKEN })).status).toBe(
        200,
      );
    }
  });
});
