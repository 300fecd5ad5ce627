/**
 * `npm run bench:stream`: 10,000 spectators of live crash rounds on one API instance.
 *
 * It makes a fresh PostgreSQL database (bench_stream, through BENCH_ADMIN_URL), starts one API
 * instance on it (`scripts/lib/stream-bench-server.ts`: the app of `npm run api`, listening
 * with the LISTEN/NOTIFY bus), opens BENCH_CLIENTS streams of `crash` from BENCH_WORKERS worker
 * processes (`scripts/lib/stream-bench-clients.ts`), then publishes BENCH_ROUNDS crash-like
 * rounds from a connection of its own, as an engine in another process would. It prints the
 * connect time, events delivered against expected, delivery latency (receipt − `at`), the
 * instance's RSS and CPU during the rounds (from /proc), and the streams dropped. Goal: p99
 * under 250 ms.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { Client } from 'pg';
import { systemClock } from '@/server/lib/clock';
import { ENGINE_TIMINGS } from '@/server/services/crash/engine';
import { encodeMessage } from '@/server/services/stream/envelope';
import type { StreamStats } from '@/server/services/stream/ports';
import { STREAM_CHANNEL } from '@/server/services/stream/postgres-bus';
import type { EventBus } from '@/server/services/stream/types';
import { freshDatabase } from './lib/pgbench';
import { cpuSeconds, rssMb, systemCpu } from './lib/proc-stats';
import {
  answer,
  askAll,
  forkStreamClients,
  mergeLatencies,
  percentile,
  type WorkerReport,
} from './lib/stream-bench-workers';
import { waitUntilUp } from './lib/wait-until-up';

const CLIENTS = Number(process.env.BENCH_CLIENTS || 10_000);
const WORKERS = Number(process.env.BENCH_WORKERS || 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 4);
const ADMIN_URL = process.env.BENCH_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'bench_stream';

/**
 * What publishes during the bench, through `bus`, answering how many messages it published.
 * `emulateCrashRounds` until the crash engine lands; then a function that runs the real engine
 * for `rounds` rounds takes its place.
 */
export type RoundPublisher = (bus: EventBus, rounds: number) => Promise<number>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const random = (below: number) => Math.floor(Math.random() * below);
const hex = (length: number) => Array.from({ length }, () => random(16).toString(16)).join('');

/** How often the engine publishes what it read: the batches' interval. */
const BATCH_MS = ENGINE_TIMINGS.pollMs;

/**
 * A round every ~10 s as the engine publishes it: `starting`, `bets` batched every `BATCH_MS`
 * for 3 s, `started`, `cashouts` batched every `BATCH_MS` in a flight of 3–6 s, `crashed`, then
 * a pause.
 */
export const emulateCrashRounds: RoundPublisher = async (bus, rounds) => {
  let published = 0;
  const publish = async (type: string, data: unknown) => {
    await bus.publish({ topic: 'crash', type, data });
    published += 1;
  };
  const players = (n: number) =>
    Array.from({ length: n }, () => ({
      player: `pl***${hex(2)}`,
      amount: 100 * (1 + random(500)),
    }));
  for (let round = 1; round <= rounds; round += 1) {
    const opened = Date.now();
    await publish('starting', { round, starts_at: opened + 3000, prev_hash: hex(64) });
    for (let tick = 0; tick < 3000 / BATCH_MS; tick += 1) {
      await sleep(BATCH_MS);
      await publish('bets', { round, bets: players(5 + random(25)) });
    }
    await publish('started', { round, started_at: Date.now() });
    const flight = 3000 + random(3000);
    for (let tick = 0; tick < flight / BATCH_MS; tick += 1) {
      await sleep(BATCH_MS);
      await publish('cashouts', {
        round,
        cashouts: players(random(10)).map((bet) => ({ ...bet, at: 101 + random(400) })),
      });
    }
    await publish('crashed', { round, crash_point: 100 + flight / 25, hash: hex(64) });
    await sleep(Math.max(0, opened + 10_000 - Date.now()));
  }
  return published;
};

/** The engine's way out of its process: `pg_notify` on a connection of its own. */
function notifyBus(client: Client): EventBus {
  return {
    async publish(message) {
      for (const payload of encodeMessage(message, systemClock)) {
        await client.query('select pg_notify($1, $2)', [STREAM_CHANNEL, payload]);
      }
    },
  };
}

async function main() {
  const databaseUrl = await freshDatabase(ADMIN_URL, DATABASE);
  const port = 4100 + random(800);
  const base = `http://127.0.0.1:${port}/api`;
  const server = fork('scripts/lib/stream-bench-server.ts', {
    execArgv: [
      '--conditions=react-server',
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
    ],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      NODE_ENV: 'production',
      DEV_TOOLS: '1',
      ALLOW_TEST_MONEY: '1',
      LOG_LEVEL: 'warn',
      // The workers play the proxy in front: each stream has its own client address, as
      // 10,000 visitors would, instead of one address's 16.
      TRUSTED_PROXIES: 'loopback',
      // The simulated sports feed would publish on the same bus: off, for figures of crash alone.
      SPORTS_FEED: 'off',
    },
  });
  const workers: ChildProcess[] = [];
  const publisherClient = new Client({ connectionString: databaseUrl });
  try {
    const { pid } = await answer<{ pid: number }>(server, 'ready');
    await waitUntilUp(`${base}/health`);
    console.log(`API instance ${pid} on PostgreSQL (${DATABASE}), LISTEN/NOTIFY bus`);

    const idleRss = rssMb(pid);
    const started = performance.now();
    const cpuAtStart = cpuSeconds(pid);
    for (let w = 0; w < WORKERS; w += 1) {
      const share = Math.floor(CLIENTS / WORKERS) + (w < CLIENTS % WORKERS ? 1 : 0);
      workers.push(
        forkStreamClients({ base, clients: share, first: 1 + w * Math.ceil(CLIENTS / WORKERS) }),
      );
    }
    const connected = await Promise.all(
      workers.map((worker) => answer<{ failed: number }>(worker, 'connected')),
    );
    const connectS = (performance.now() - started) / 1000;
    const connectCpu = cpuSeconds(pid) - cpuAtStart;
    const refused = connected.reduce((sum, report) => sum + report.failed, 0);
    console.log(
      `${CLIENTS - refused} of ${CLIENTS} streams open in ${connectS.toFixed(1)} s (${(CLIENTS / connectS).toFixed(0)}/s) from ${WORKERS} workers; instance CPU ${((connectCpu / connectS) * 100).toFixed(0)} %, RSS ${rssMb(pid).toFixed(0)} MB`,
    );

    await publisherClient.connect();
    console.log(`publishing ${ROUNDS} crash-like rounds of ~10 s…`);
    const cpuBefore = cpuSeconds(pid);
    const clientsCpuBefore = workers.reduce((sum, worker) => sum + cpuSeconds(worker.pid!), 0);
    const systemBefore = systemCpu();
    const roundsStarted = performance.now();
    let peakRss = rssMb(pid);
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 500);
    await askAll(workers, 'reset');
    server.send({ type: 'stats' });
    const before = (await answer<{ stats: StreamStats }>(server, 'stats')).stats;
    const published = await emulateCrashRounds(notifyBus(publisherClient), ROUNDS);
    // The last frames are still on their way to some of the 10,000.
    await sleep(1000);
    clearInterval(sampler);
    const roundsS = (performance.now() - roundsStarted) / 1000;
    const cpu = cpuSeconds(pid) - cpuBefore;
    const clientsCpu =
      workers.reduce((sum, worker) => sum + cpuSeconds(worker.pid!), 0) - clientsCpuBefore;
    const system = systemCpu();
    const busy = (system.busy - systemBefore.busy) / (system.total - systemBefore.total);

    const reports = await askAll<WorkerReport>(workers, 'report');
    server.send({ type: 'stats' });
    const { stats, memory } = await answer<{ stats: StreamStats; memory: NodeJS.MemoryUsage }>(
      server,
      'stats',
    );

    const latencies = mergeLatencies(reports);
    const received = reports.reduce((sum, report) => sum + report.received, 0);
    const dropped = reports.reduce((sum, report) => sum + report.dropped, 0);
    const open = CLIENTS - refused;
    // The instance's own crash engine plays live rounds meanwhile: its events count too.
    const delivered = stats.messages - before.messages;
    const expected = delivered * open;
    const p = (q: number) => String(percentile(latencies, received, q)).padStart(6);

    console.log(
      `\n${open} streams, ${delivered} messages in ${roundsS.toFixed(1)} s (${published} emulated, ${delivered - published} from the live crash engine)`,
    );
    console.log(
      `events delivered ${received} / expected ${expected} (${((received / expected) * 100).toFixed(2)} %), ${(received / roundsS).toFixed(0)} per s`,
    );
    console.log('latency ms     p50    p95    p99    max');
    console.log(
      `receipt − at ${p(0.5)} ${p(0.95)} ${p(0.99)} ${String(latencies.at(-1)?.[0] ?? NaN).padStart(6)}`,
    );
    console.log(
      `instance: CPU ${((cpu / roundsS) * 100).toFixed(0)} % of a core during the rounds, RSS peak ${peakRss.toFixed(0)} MB (${idleRss.toFixed(0)} idle: ${(((peakRss - idleRss) * 1024) / open).toFixed(1)} KB a stream), ${stats.streams} streams open; heap ${(memory.heapUsed / 2 ** 20).toFixed(0)} MB used of ${(memory.heapTotal / 2 ** 20).toFixed(0)}`,
    );
    console.log(
      `on this machine meanwhile: the client workers ${((clientsCpu / roundsS) * 100).toFixed(0)} % of a core, all ${cpus().length} cores ${(busy * 100).toFixed(0)} % busy`,
    );
    console.log(
      `dropped: ${dropped} seen by the clients, ${stats.dropped} by the instance; refused at connect: ${refused}`,
    );
    const p99 = percentile(latencies, received, 0.99);
    console.log(`p99 ${p99} ms: ${p99 < 250 ? 'within' : 'OVER'} the 250 ms goal`);
  } finally {
    for (const worker of workers) worker.send({ type: 'stop' });
    await publisherClient.end().catch(() => {});
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    const admin = new Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
