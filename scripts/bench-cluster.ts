/**
 * `npm run bench:cluster`: what a second API process buys on this machine, measured on the
 * parts of `npm run cluster` (scripts/lib/cluster.ts: API processes behind HAProxy with
 * deploy/haproxy.cfg, one PostgreSQL database, a Redis bus), without site servers, so no build.
 *
 * Method. For 1, then 2 API processes: a fresh database (bench_cluster, through BENCH_ADMIN_URL)
 * and a cluster on BENCH_PORT (8400: the balancer; the APIs on +11 and +12) with the sports feed
 * off, on a Redis the bench starts on BENCH_PORT+20 (BENCH_REDIS_URL to use another): the
 * stream's bus is one channel for every process on a Redis, so on the machine's shared one the
 * bench would hear other clusters' crash rounds and they its own. Then:
 *
 *  1. Dice: BENCH_PLAYERS funded players (2 × BENCH_CONNECTIONS), one warm-up bet each, then
 *     autocannon's POST dice bets through the balancer, BENCH_CONNECTIONS (20) connections for
 *     BENCH_DURATION_S (10), as bench:games places them: bets/s, p50/p99, non-2xx, and each
 *     API's share of the bets from its own metrics.
 *  2. Stream: BENCH_STREAM_CLIENTS (2,000) spectators of `crash` through the balancer, from
 *     BENCH_STREAM_WORKERS (2) worker processes (scripts/lib/stream-bench-clients.ts: raw TCP,
 *     each stream from its own X-Forwarded-For address, as the API trusts the loopback), measured
 *     for BENCH_STREAM_S (40) while the cluster's own crash engine plays its rounds: delivery
 *     latency (receipt − the frame's `at`, one clock), frames received against what each API's
 *     bus brought × its streams (its metrics, METRICS_TOKEN), streams dropped. Beside them
 *     BENCH_STREAM_PROBES (20) streams go straight to the APIs: on the same frames at the same
 *     moment, they tell the balancer's part of the latency from the APIs'.
 *  3. With 2 APIs, unless BENCH_STREAM_BIG=0: BENCH_STREAM_BIG_CLIENTS (10,000) spectators
 *     straight to the two APIs, half each, for BENCH_STREAM_S: HAProxy spends two descriptors on
 *     a stream, and 10,000 would not fit under this machine's limit of 20,000. Goal p99 < 250 ms.
 *
 * Before the clusters, pgbench simple-update with BENCH_CONNECTIONS clients (BENCH_PGBENCH=0
 * skips it) gives the database's own ceiling on this machine. In every window the CPU of each
 * part is read from /proc (each API's process group, HAProxy, all of PostgreSQL's processes, the
 * Redis, the load generator) with the whole machine's, and the end prints the figures, the
 * 2-API/1-API ratios and what limits each figure, worked out from them. Whatever it started
 * (the clusters, the Redis, the client workers) is stopped at the end, on a failure, and on
 * Ctrl-C, and the databases are dropped.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { scrapeApiMetrics, type MetricsReading } from './lib/api-metrics';
import { fundedPlayers } from './lib/bench-players';
import { startCluster, type Cluster, type ClusterProcess } from './lib/cluster';
import { diceLoad, placeDiceBet } from './lib/dice-load';
import { freshDatabase, runPgbench, type PgbenchFigures } from './lib/pgbench';
import { startPrivateRedis } from './lib/private-redis';
import {
  commCpuSeconds,
  cpuSeconds,
  groupCpuSeconds,
  groupRssMb,
  startCpuMeter,
  type CpuReading,
  type CpuSource,
} from './lib/proc-stats';
import {
  answer,
  askAll,
  forkStreamClients,
  mergeLatencies,
  percentile,
  stopWorkers,
  type WorkerReport,
} from './lib/stream-bench-workers';

const PORT = Number(process.env.BENCH_PORT || 8400);
const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const PLAYERS = Number(process.env.BENCH_PLAYERS || 2 * CONNECTIONS);
const STREAM_CLIENTS = Number(process.env.BENCH_STREAM_CLIENTS || 2_000);
const STREAM_S = Number(process.env.BENCH_STREAM_S || 40);
const STREAM_WORKERS = Number(process.env.BENCH_STREAM_WORKERS || 2);
/**
 * Streams straight to the APIs opened beside those through the balancer: at the same moment,
 * on the same frames, they tell the balancer's part of the latency from the APIs'.
 */
const PROBES = Number(process.env.BENCH_STREAM_PROBES || 20);
const BIG = process.env.BENCH_STREAM_BIG !== '0';
const BIG_CLIENTS = Number(process.env.BENCH_STREAM_BIG_CLIENTS || 10_000);
const ADMIN_URL = process.env.BENCH_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'bench_cluster';
const PGBENCH_DATABASE = 'bench_pgbench_cluster';
const OPERATOR_TOKEN = randomBytes(24).toString('hex');
const METRICS_TOKEN = randomBytes(24).toString('hex');
const P99_GOAL_MS = 250;
/** At or above this share of a core (or of the machine), a part counts as saturated. */
const SATURATED = 0.85;
const BALANCER = `http://127.0.0.1:${PORT}`;

type DiceFigures = {
  betsPerS: number;
  p50: number;
  p99: number;
  meanMs: number;
  non2xx: number;
  statusCodes: string;
  /** Bets each API process settled in the window, in the cluster's order. */
  betsByApi: number[];
  cpu: CpuReading;
};

type StreamFigures = {
  label: string;
  clients: number;
  open: number;
  refused: number;
  connectS: number;
  received: number;
  /**
   * What each API's bus brought in the window × the streams it held, summed: at least `low`
   * (the messages between readings taken inside the window) and at most `high` (between
   * readings taken around it), as a reading and the clients' window are a few ms apart.
   */
  expected: { low: number; high: number };
  droppedByClients: number;
  droppedByApis: number;
  /** Delivery latency of the streams measured (through the balancer, or straight). */
  latency: Latency;
  /** Of the few probe streams straight to the APIs beside streams through the balancer. */
  probe: Latency | null;
  /**
   * The APIs' own side of the latency in the window (`arcada_stream_delivery_lag_seconds`, all
   * APIs' messages together): the bucket bound under which 99 % of messages had been written to
   * every stream of their process, in ms; null without messages.
   */
  serverP99: number | null;
  /** Streams each API process held, and its peak RSS in MB, in the cluster's order. */
  streamsByApi: number[];
  rssByApi: number[];
  /** The API process that drove the crash engine, by name. */
  driver: string;
  cpu: CpuReading;
};

type Latency = { frames: number; p50: number; p99: number; max: number };

type RunFigures = {
  apis: 1 | 2;
  dice: DiceFigures;
  stream: StreamFigures;
  big: StreamFigures | null;
};

/** What must be stopped if the bench is interrupted: the clusters' process groups are detached. */
const running = new Set<() => Promise<void>>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function apiProcesses(cluster: Cluster): ClusterProcess[] {
  return cluster.processes().filter((member) => member.role === 'api');
}

/** Every API process's metrics, in the cluster's order. */
function scrapeApis(cluster: Cluster): Promise<MetricsReading[]> {
  return Promise.all(apiProcesses(cluster).map((api) => scrapeApiMetrics(api.url, METRICS_TOKEN)));
}

/** Fails early, with the port's number, when something already listens where the bench would. */
async function assertPortsFree(ports: number[]) {
  for (const port of ports) {
    await new Promise<void>((resolve, reject) => {
      const server = createServer();
      server.once('error', () => reject(new Error(`port ${port} is in use: set BENCH_PORT`)));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
    });
  }
}

/**
 * What each window's CPU meter reads: each process of the cluster (its process group), all of
 * PostgreSQL's processes, the Redis, and this process (autocannon runs in it).
 */
function cpuSources(cluster: Cluster, redisPid: number | null): Record<string, CpuSource> {
  const sources: Record<string, CpuSource> = {};
  for (const member of cluster.processes()) {
    const { pid } = member;
    if (pid) sources[member.name] = () => groupCpuSeconds(pid);
  }
  sources.postgres = () => commCpuSeconds('postgres');
  sources.redis = redisPid ? () => cpuSeconds(redisPid) : () => commCpuSeconds('redis-server');
  sources.bench = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  };
  return sources;
}

/** Funded players, a warm-up bet each, then autocannon's dice bets through the balancer. */
async function benchDice(cluster: Cluster, sources: Record<string, CpuSource>) {
  const base = `${BALANCER}/api`;
  const tokens = await fundedPlayers(base, {
    count: PLAYERS,
    prefix: 'bench-cluster',
    operatorToken: OPERATOR_TOKEN,
    amount: 1_000_000,
  });
  // Every player's seed pair exists and both APIs have compiled the path.
  for (const token of tokens) await placeDiceBet(base, token);
  const before = await scrapeApis(cluster);
  console.log(`dice bets: ${CONNECTIONS} connections for ${DURATION_S} s, ${PLAYERS} players`);
  const meter = startCpuMeter(sources);
  const result = await diceLoad(base, tokens, {
    connections: CONNECTIONS,
    durationS: DURATION_S,
  });
  const cpu = meter();
  const after = await scrapeApis(cluster);
  const settled = (reading: MetricsReading) => reading.value('arcada_bets_settled_total');
  const figures: DiceFigures = {
    betsPerS: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    meanMs: result.latency.average,
    non2xx: result.non2xx,
    statusCodes: JSON.stringify(result.statusCodeStats),
    betsByApi: after.map((reading, i) => settled(reading) - settled(before[i]!)),
    cpu,
  };
  console.log(
    `  ${figures.betsPerS.toFixed(0)} bets/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, status codes ${figures.statusCodes}`,
  );
  return figures;
}

/** Streams to open on `base`, from `workers` processes; probes are reported apart. */
type StreamTarget = { base: string; clients: number; workers: number; probe: boolean };

type Worker = { process: ChildProcess; probe: boolean };

/** Forks the workers for `targets`, numbering their client addresses apart. */
function forkWorkers(targets: StreamTarget[]): Worker[] {
  const workers: Worker[] = [];
  let first = 1;
  for (const target of targets) {
    for (let w = 0; w < target.workers; w += 1) {
      const share =
        Math.floor(target.clients / target.workers) + (w < target.clients % target.workers ? 1 : 0);
      const child = forkStreamClients({ base: target.base, clients: share, first });
      workers.push({ process: child, probe: target.probe });
      first += share;
    }
  }
  return workers;
}

/** Messages each API's bus brought between two readings × the streams it held, summed. */
function expectedFrames(from: MetricsReading[], to: MetricsReading[], streamsByApi: number[]) {
  const messages = (reading: MetricsReading) => reading.value('arcada_stream_messages_total');
  return to.reduce(
    (sum, reading, i) => sum + (messages(reading) - messages(from[i]!)) * streamsByApi[i]!,
    0,
  );
}

/** Expected frames as a figure: one number, or the range when the readings differ. */
function expectedText({ low, high }: StreamFigures['expected']) {
  return low === high ? String(low) : `${low}–${high}`;
}

/** The latency figures of some workers' reports; null when there are none. */
function latencyOf(reports: WorkerReport[]): Latency | null {
  if (reports.length === 0) return null;
  const latencies = mergeLatencies(reports);
  const frames = reports.reduce((sum, report) => sum + report.received, 0);
  return {
    frames,
    p50: percentile(latencies, frames, 0.5),
    p99: percentile(latencies, frames, 0.99),
    max: latencies.at(-1)?.[0] ?? NaN,
  };
}

/** Asks the workers to stop and waits until each is gone (a stuck one is killed after 5 s). */
async function endWorkers(workers: ChildProcess[]) {
  const gone = workers.map(
    (worker) =>
      new Promise<void>((resolve) => {
        if (worker.exitCode !== null || worker.signalCode !== null) return resolve();
        worker.once('exit', () => resolve());
        setTimeout(() => worker.kill('SIGKILL'), 5_000).unref();
      }),
  );
  stopWorkers(workers);
  await Promise.all(gone);
}

/**
 * Opens the streams of `targets`, then measures for STREAM_S what reaches them while the
 * cluster's crash engine plays; closes them before answering.
 */
async function benchStream(
  cluster: Cluster,
  label: string,
  targets: StreamTarget[],
  sources: Record<string, CpuSource>,
): Promise<StreamFigures> {
  const clients = targets.reduce((sum, target) => sum + target.clients, 0);
  const apis = apiProcesses(cluster);
  const initial = await scrapeApis(cluster);
  const started = performance.now();
  const tagged = forkWorkers(targets);
  const workers = tagged.map((worker) => worker.process);
  const stop = () => endWorkers(workers);
  running.add(stop);
  try {
    const connected = await Promise.all(
      workers.map((worker) => answer<{ failed: number }>(worker, 'connected')),
    );
    const connectS = (performance.now() - started) / 1000;
    const refused = connected.reduce((sum, report) => sum + report.failed, 0);
    console.log(
      `${label}: ${clients - refused} of ${clients} streams open in ${connectS.toFixed(1)} s; measuring for ${STREAM_S} s…`,
    );
    const outerBefore = await scrapeApis(cluster);
    await askAll(workers, 'reset');
    const before = await scrapeApis(cluster);
    const meter = startCpuMeter({
      ...sources,
      clients: () => workers.reduce((sum, worker) => sum + cpuSeconds(worker.pid!), 0),
    });
    const rssByApi = apis.map((api) => groupRssMb(api.pid!));
    const sampler = setInterval(() => {
      apis.forEach((api, i) => (rssByApi[i] = Math.max(rssByApi[i]!, groupRssMb(api.pid!))));
    }, 1_000);
    await sleep(STREAM_S * 1_000);
    clearInterval(sampler);
    const cpu = meter();
    const after = await scrapeApis(cluster);
    const reports = await askAll<WorkerReport>(workers, 'report');
    const outerAfter = await scrapeApis(cluster);

    const received = reports.reduce((sum, report) => sum + report.received, 0);
    const streamsByApi = before.map((reading) => reading.value('arcada_stream_open'));
    const dropped = (reading: MetricsReading) => reading.value('arcada_stream_dropped_total');
    const driving = after.findIndex(
      (reading) => reading.value('arcada_engine_driving', { engine: 'crash' }) === 1,
    );
    const figures: StreamFigures = {
      label,
      clients,
      open: clients - refused,
      refused,
      connectS,
      received,
      expected: {
        low: expectedFrames(before, after, streamsByApi),
        high: expectedFrames(outerBefore, outerAfter, streamsByApi),
      },
      droppedByClients: reports.reduce((sum, report) => sum + report.dropped, 0),
      droppedByApis: after.reduce(
        (sum, reading, i) => sum + dropped(reading) - dropped(initial[i]!),
        0,
      ),
      latency: latencyOf(reports.filter((_, i) => !tagged[i]!.probe))!,
      probe: latencyOf(reports.filter((_, i) => tagged[i]!.probe)),
      serverP99: serverLagP99(before, after),
      streamsByApi,
      rssByApi,
      driver: apis[driving]?.name ?? 'none',
      cpu,
    };
    const { latency, probe } = figures;
    console.log(
      `  ${received} frames (${expectedText(figures.expected)} expected), p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms; dropped ${figures.droppedByClients}` +
        (probe ? `; probes straight to the APIs p50 ${probe.p50} ms, p99 ${probe.p99} ms` : '') +
        (figures.serverP99 === null
          ? ''
          : `; the APIs wrote 99 % of messages to the last of their streams within ${figures.serverP99} ms`),
    );
    return figures;
  } finally {
    running.delete(stop);
    await stop();
  }
}

/** The histogram's bucket bounds, in seconds (server/services/metrics/context-metrics.ts). */
const LAG_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.5, 1, 2.5, 5];

/**
 * The smallest bucket bound (ms) under which 99 % of the messages of the window were delivered
 * by their API, from the delivery-lag histograms read before and after it, summed over the APIs.
 */
function serverLagP99(before: MetricsReading[], after: MetricsReading[]): number | null {
  const name = 'arcada_stream_delivery_lag_seconds';
  const delta = (le: string) =>
    after.reduce(
      (sum, reading, i) =>
        sum + reading.value(`${name}_bucket`, { le }) - before[i]!.value(`${name}_bucket`, { le }),
      0,
    );
  const total = delta('+Inf');
  if (total === 0) return null;
  const bound = LAG_BUCKETS.find((le) => delta(String(le)) >= 0.99 * total);
  return bound === undefined ? Infinity : bound * 1000;
}

/** `clients` streams straight to the API processes, past the balancer, shared evenly. */
function straightTargets(cluster: Cluster, clients: number, probe: boolean): StreamTarget[] {
  const apis = apiProcesses(cluster);
  const perApi = Math.max(1, Math.round(STREAM_WORKERS / apis.length));
  return apis.map((api, i) => {
    const share = Math.floor(clients / apis.length) + (i < clients % apis.length ? 1 : 0);
    return { base: `${api.url}/api`, clients: share, workers: probe ? 1 : perApi, probe };
  });
}

/** One cluster of `apis` API processes on a fresh database: dice, then the streams. */
async function benchCluster(apis: 1 | 2, redisUrl: string, redisPid: number | null) {
  console.log(`\n== ${apis} API process${apis === 1 ? '' : 'es'} behind HAProxy ==`);
  const databaseUrl = await freshDatabase(ADMIN_URL, DATABASE);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-cluster-'));
  let cluster: Cluster | null = null;
  const stop = async () => {
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  running.add(stop);
  try {
    cluster = await startCluster({
      port: PORT,
      databaseUrl,
      redisUrl,
      dataDir,
      apis,
      sites: 0,
      env: {
        OPERATOR_TOKEN,
        METRICS_TOKEN,
        // Players are funded with more than four eyes lets one member of staff move.
        FOUR_EYES_THRESHOLD: '1000000000',
        // The simulated sports feed would share the cores with what is measured.
        SPORTS_FEED: 'off',
        // Players are registered by the bench, not by people; the captcha is not what it measures.
        CAPTCHA: 'off',
        LOG_LEVEL: 'warn',
      },
      output: (line) => console.log(`  ${line}`),
    });
    const sources = cpuSources(cluster, redisPid);
    const dice = await benchDice(cluster, sources);
    const stream = await benchStream(
      cluster,
      `${STREAM_CLIENTS} spectators through HAProxy`,
      [
        { base: `${BALANCER}/api`, clients: STREAM_CLIENTS, workers: STREAM_WORKERS, probe: false },
        ...(PROBES > 0 ? straightTargets(cluster, PROBES, true) : []),
      ],
      sources,
    );
    let big: StreamFigures | null = null;
    if (apis === 2 && BIG) {
      big = await benchStream(
        cluster,
        `${BIG_CLIENTS} spectators straight to the APIs`,
        straightTargets(cluster, BIG_CLIENTS, false),
        sources,
      );
    }
    return { apis, dice, stream, big } satisfies RunFigures;
  } finally {
    running.delete(stop);
    await stop();
  }
}

/** Drops the bench's databases, the cluster's and pgbench's. */
async function dropDatabases() {
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    for (const name of [DATABASE, PGBENCH_DATABASE]) {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

const pct = (share: number) => `${(share * 100).toFixed(0)} %`;
const cores = (share: number | undefined) => (share ?? 0).toFixed(2);
const ratio = (two: number, one: number) => (one > 0 ? `${(two / one).toFixed(2)}×` : '–');
const row = (label: string, ...cells: string[]) =>
  console.log(`${label.padEnd(34)}${cells.map((cell) => ` ${cell.padStart(11)}`).join('')}`);
/** A figure of both runs with their ratio. */
const compare = (label: string, one: number, two: number) =>
  row(label, String(one), String(two), ratio(two, one));

/** The CPU the bench's own parts used in a window, in cores; the rest of the machine's is others'. */
function othersCores(cpu: CpuReading) {
  const ours = Object.values(cpu.cores).reduce((sum, n) => sum + n, 0);
  return Math.max(0, cpu.machineBusy * cpus().length - ours);
}

function shares(counts: number[]) {
  const total = counts.reduce((sum, n) => sum + n, 0);
  return counts.map((n) => (total > 0 ? pct(n / total) : '–')).join(' / ');
}

function printDice(one: DiceFigures, two: DiceFigures, pgbench: PgbenchFigures | null) {
  row('', '1 API', '2 APIs', '2/1');
  row(
    'dice bets/s',
    one.betsPerS.toFixed(0),
    two.betsPerS.toFixed(0),
    ratio(two.betsPerS, one.betsPerS),
  );
  compare('dice p50 ms', one.p50, two.p50);
  compare('dice p99 ms', one.p99, two.p99);
  row('dice non-2xx', String(one.non2xx), String(two.non2xx));
  row('dice bets by api1 / api2', shares(one.betsByApi), shares(two.betsByApi));
  if (pgbench) {
    const { tps } = pgbench;
    row(
      'dice bets/s ÷ pgbench tps',
      (one.betsPerS / tps).toFixed(2),
      (two.betsPerS / tps).toFixed(2),
    );
    console.log(`(pgbench simple-update, ${CONNECTIONS} clients: ${tps.toFixed(0)} tps)`);
  }
}

function printStream(one: StreamFigures, two: StreamFigures) {
  row(`stream, ${STREAM_CLIENTS} through HAProxy`, '1 API', '2 APIs', '2/1');
  row('  open / asked', `${one.open}/${one.clients}`, `${two.open}/${two.clients}`);
  compare('  p50 ms', one.latency.p50, two.latency.p50);
  compare('  p99 ms', one.latency.p99, two.latency.p99);
  compare('  max ms', one.latency.max, two.latency.max);
  if (one.probe && two.probe) {
    compare(`  ${PROBES} probes straight: p50 ms`, one.probe.p50, two.probe.p50);
    compare(`  ${PROBES} probes straight: p99 ms`, one.probe.p99, two.probe.p99);
  }
  row(
    '  frames received / expected',
    `${one.received}/${expectedText(one.expected)}`,
    `${two.received}/${expectedText(two.expected)}`,
  );
  row(
    '  dropped (clients / APIs)',
    `${one.droppedByClients}/${one.droppedByApis}`,
    `${two.droppedByClients}/${two.droppedByApis}`,
  );
  row('  streams on api1 / api2', one.streamsByApi.join(' / '), two.streamsByApi.join(' / '));
  row('  crash engine driven by', one.driver, two.driver);
}

function printBig(big: StreamFigures) {
  const { latency } = big;
  console.log(`\n${big.label}, ${STREAM_S} s:`);
  console.log(
    `  open ${big.open} of ${big.clients} in ${big.connectS.toFixed(1)} s (${big.streamsByApi.join(' / ')} on api1 / api2); refused ${big.refused}`,
  );
  console.log(
    `  latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms: p99 ${latency.p99 < P99_GOAL_MS ? 'within' : 'OVER'} the ${P99_GOAL_MS} ms goal`,
  );
  console.log(
    `  frames ${big.received} of ${expectedText(big.expected)} expected; dropped ${big.droppedByClients} seen by the clients, ${big.droppedByApis} by the APIs; RSS peak ${big.rssByApi.map((mb) => mb.toFixed(0)).join(' / ')} MB`,
  );
}

function printCpu(windows: Array<[string, CpuReading]>) {
  console.log('\n== CPU, in cores (1.00 = one core busy the whole window) ==');
  row('window', 'api1', 'api2', 'haproxy', 'postgres', 'redis', 'generator', 'others', 'machine');
  for (const [label, cpu] of windows) {
    const { cores: used } = cpu;
    row(
      label,
      cores(used.api1),
      used.api2 === undefined ? '–' : cores(used.api2),
      cores(used.balancer),
      cores(used.postgres),
      cores(used.redis),
      cores((used.bench ?? 0) + (used.clients ?? 0)),
      cores(othersCores(cpu)),
      pct(cpu.machineBusy),
    );
  }
}

function printFigures(one: RunFigures, two: RunFigures, pgbench: PgbenchFigures | null) {
  console.log('\n== figures ==');
  printDice(one.dice, two.dice, pgbench);
  console.log('');
  printStream(one.stream, two.stream);
  if (two.big) printBig(two.big);
  printCpu([
    ['dice, 1 API', one.dice.cpu],
    ['dice, 2 APIs', two.dice.cpu],
    ['stream, 1 API', one.stream.cpu],
    ['stream, 2 APIs', two.stream.cpu],
    ...(two.big ? [['stream straight, 2 APIs', two.big.cpu] as [string, CpuReading]] : []),
  ]);
}

/** CPU milliseconds a bet costs each part, from a dice window. */
function costPerBet(dice: DiceFigures) {
  const { cores: used } = dice.cpu;
  const ms = (share: number | undefined) => ((share ?? 0) * 1000) / dice.betsPerS;
  const parts = {
    apis: ms(used.api1) + ms(used.api2),
    postgres: ms(used.postgres),
    haproxy: ms(used.balancer),
    redis: ms(used.redis),
    generator: ms(used.bench),
  };
  return { ...parts, total: Object.values(parts).reduce((sum, n) => sum + n, 0) };
}

/** A sentence on other work sharing the cores in a window, when there was enough to matter. */
function othersSentence(cpu: CpuReading) {
  const others = othersCores(cpu);
  if (others < 0.25) return '';
  return ` Other work on the machine took ${cores(others)} of a core meanwhile, so these figures are below a quiet machine's.`;
}

/** What limits the dice figures, from the CPU each part used. */
function diceLimits(one: DiceFigures, two: DiceFigures) {
  const sentences = [
    `Dice: ${ratio(two.betsPerS, one.betsPerS)} the bets/s with a second API process.`,
  ];
  const api1 = one.cpu.cores.api1 ?? 0;
  if (one.cpu.machineBusy >= SATURATED) {
    sentences.push(
      `With one API the machine was already ${pct(one.cpu.machineBusy)} busy (the API ${cores(api1)} of a core, PostgreSQL ${cores(one.cpu.cores.postgres)}, HAProxy ${cores(one.cpu.cores.balancer)}, autocannon ${cores(one.cpu.cores.bench)}, others ${cores(othersCores(one.cpu))}): the cores, not the number of API processes, are the ceiling, and a second process can only use what the first left idle.`,
    );
  } else if (api1 >= SATURATED) {
    sentences.push(
      `With one API its process used ${cores(api1)} of a core: its one event loop was the ceiling. With two they used ${cores(two.cpu.cores.api1)} + ${cores(two.cpu.cores.api2)} with the machine ${pct(two.cpu.machineBusy)} busy${two.cpu.machineBusy >= SATURATED ? ', so then the cores ran out' : ''}.`,
    );
  } else {
    const bound = (CONNECTIONS * 1000) / one.meanMs;
    sentences.push(
      `With one API no part used a whole core (the API ${cores(api1)}, PostgreSQL ${cores(one.cpu.cores.postgres)}) and the machine was ${pct(one.cpu.machineBusy)} busy: waiting bounds it (PostgreSQL's commits, the players' rows), as ${CONNECTIONS} connections at a mean of ${one.meanMs.toFixed(1)} ms allow ${bound.toFixed(0)} bets/s.`,
    );
  }
  const cost = costPerBet(two);
  const cpuCount = cpus().length;
  sentences.push(
    `With 2 APIs a bet cost ${cost.total.toFixed(2)} ms of CPU in all: the APIs ${cost.apis.toFixed(2)}, PostgreSQL ${cost.postgres.toFixed(2)}, HAProxy ${cost.haproxy.toFixed(2)}, Redis ${cost.redis.toFixed(2)}, autocannon ${cost.generator.toFixed(2)}; ${cpuCount} cores given wholly to it would hold about ${((cpuCount * 1000) / cost.total).toFixed(0)} bets/s.`,
  );
  return sentences.join(' ') + othersSentence(two.cpu);
}

/** Whether deploy/haproxy.cfg turns off MSG_MORE on responses (`option http-no-delay`). */
function balancerHasNoDelay() {
  return /^\s*option\s+http-no-delay\b/m.test(readFileSync('deploy/haproxy.cfg', 'utf8'));
}

/** What the balancer adds to a stream frame, from the probes beside the balanced streams. */
function balancerSentence(one: StreamFigures, two: StreamFigures) {
  if (!one.probe || !two.probe) return '';
  const added = [one, two].map((run) => run.latency.p50 - run.probe!.p50);
  let sentence = ` The probes straight to the APIs, on the same frames at the same moment, had p50 ${one.probe.p50} and ${two.probe.p50} ms: the balancer adds about ${added[0]} ms with 1 API and ${added[1]} ms with 2.`;
  if (Math.min(...added) >= 150 && !balancerHasNoDelay()) {
    sentence +=
      ' That is HAProxy holding each frame: it sends a response whose end it does not know (a chunked event stream) with MSG_MORE, and the kernel lets such data wait up to 200 ms for more; `option http-no-delay` (absent from deploy/haproxy.cfg) turns that off.';
  }
  return sentence;
}

/** What limits the stream figures, from the latencies and the CPU each part used. */
function streamLimits(one: StreamFigures, two: StreamFigures, big: StreamFigures | null) {
  const perStream = two.received / Math.max(1, two.open);
  let text =
    `Stream: p99 ${one.latency.p99} ms with 1 API, ${two.latency.p99} ms with 2 (${ratio(two.latency.p99, one.latency.p99)}) for ${two.open} spectators through HAProxy.` +
    balancerSentence(one, two) +
    ` The crash engine with no bettors publishes a few frames a round (${perStream.toFixed(1)} a stream in ${STREAM_S} s), each written at once to every stream of a process, so the CPU over the window is small (the APIs ${cores(one.cpu.cores.api1)} with 1, ${cores(two.cpu.cores.api1)} + ${cores(two.cpu.cores.api2)} with 2; HAProxy ${cores(two.cpu.cores.balancer)}; the client workers ${cores(two.cpu.cores.clients)}) and a frame's latency is its burst: a process writing it to each of its streams, the client workers reading it on the same cores.`;
  const short = [one, two].filter((run) => run.received < run.expected.low);
  if (short.length > 0) {
    text += ` Frames short of the expected count (${short.map((run) => `${run.received}/${run.expected.low}`).join(', ')}) went with a dropped stream or were late past the window's end.`;
  }
  if (!big) return text;
  const { latency } = big;
  text += ` ${big.open} streams straight to the 2 APIs: p99 ${latency.p99} ms (${latency.p99 < P99_GOAL_MS ? 'within' : 'over'} the ${P99_GOAL_MS} ms goal), max ${latency.max} ms, ${big.received} frames of ${expectedText(big.expected)} expected, ${big.droppedByClients + big.droppedByApis} streams dropped and ${big.refused} refused; the APIs used ${cores(big.cpu.cores.api1)} + ${cores(big.cpu.cores.api2)} of a core and held ${big.rssByApi.map((mb) => mb.toFixed(0)).join(' + ')} MB at the peak, the client workers ${cores(big.cpu.cores.clients)}, the machine was ${pct(big.cpu.machineBusy)} busy.${big.serverP99 === null ? '' : ` The APIs' own figure, each message's time until the last of their streams was written it, was within ${big.serverP99} ms for 99 % of messages (a bucket of their delivery-lag histogram; the clients' p99 is over every stream's copy, so below it): the APIs write each frame to 5,000 sockets apiece while ${STREAM_WORKERS} client processes read ${big.open} on the same two cores; on machines of their own each would have a core to itself.`} Descriptors, not CPU, keep HAProxy out of this one: ${big.open} proxied streams would need ${2 * big.open} of its 20,000 (maxconn 9,000).`;
  return text + othersSentence(big.cpu);
}

async function main() {
  await assertPortsFree([
    PORT,
    PORT + 11,
    PORT + 12,
    ...(process.env.BENCH_REDIS_URL ? [] : [PORT + 20]),
  ]);
  const redis = process.env.BENCH_REDIS_URL
    ? { url: process.env.BENCH_REDIS_URL, pid: null, stop: async () => {} }
    : await startPrivateRedis(PORT + 20);
  running.add(redis.stop);
  try {
    const pgbench =
      process.env.BENCH_PGBENCH === '0'
        ? null
        : await runPgbench({
            adminUrl: ADMIN_URL,
            name: PGBENCH_DATABASE,
            clients: CONNECTIONS,
            durationS: DURATION_S,
          });
    const one = await benchCluster(1, redis.url, redis.pid);
    const two = await benchCluster(2, redis.url, redis.pid);
    printFigures(one, two, pgbench);
    console.log('\n== what limits it ==');
    console.log(diceLimits(one.dice, two.dice));
    console.log(streamLimits(one.stream, two.stream, two.big));
  } finally {
    running.delete(redis.stop);
    await redis.stop();
    await dropDatabases();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping what the bench started`);
    void Promise.allSettled([...running].map((stop) => stop()))
      .then(() => dropDatabases())
      .finally(() => process.exit(130));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
