/**
 * `npm run bench:crash-timing`: whether crash keeps its time while players load the API process
 * that drives it (issue 41). A round is due to crash at its start plus the time the growth curve
 * takes to pass its crash point (`crashElapsed`, lib/games/crash/growth.ts), and due to start at
 * its `starts_at`; every millisecond the engine is late the curve players draw keeps climbing
 * past the point, and a cash-out in that gap is refused.
 *
 * Method. One API process (`npm run api`, scripts/lib/start-api.ts) on a fresh PostgreSQL
 * database (bench_crash_timing, through BENCH_ADMIN_URL), its crash engine on (a chain of
 * 1,000 whose secret is picked so its first rounds ride briefly: `shortRidingSecret`), the
 * sports feed off. BENCH_PLAYERS funded
 * players (2 × the largest load) each place a warm-up dice bet. Then, for each load of
 * BENCH_LOADS (connections; default 0, 50, 200): dice bets from autocannon as `bench:games`
 * places them for BENCH_WINDOW_S (60) s. A watcher process (scripts/lib/crash-timing-observer.ts)
 * reads the rounds from the database every 10 ms on a connection of its own and holds a stream
 * of `crash` open on the API, so for each round due in the window (its first 2 s and last 6 s
 * left out: a commit late by the load must land while the load still runs) it has:
 *
 *  - crash commit late: the first read showing the round crashed − its due time (an upper
 *    bound; the read before still showed it running, so the commit is within one poll of it);
 *  - crash event late: when the stream's `crashed` reached the watcher − the due time;
 *  - start commit late: the first read showing the round running − its `starts_at`;
 *  - start event late: the stream's `started` − `starts_at`.
 *
 * Beside them, from the API's /api/metrics (METRICS_TOKEN) read before and after each window:
 * its event-loop delay over the window (prom-client's `nodejs_eventloop_lag_p99_seconds` and
 * `_max_seconds`, from `monitorEventLoopDelay`, reset at each scrape), and every 3 s its pool's
 * connections and queries waiting for one (`arcada_db_pool_connections`, and the engines' own
 * pool, `arcada_db_engine_pool_connections`, where there is one); from /proc the CPU of the API,
 * PostgreSQL and the load generator. The end prints the figures per load, the ratios to the idle
 * load, each p99 against the goal (≤ 100 ms at 200 connections), and what limits it.
 *
 * BENCH_JSON=<file> also writes the figures as JSON, each sample included (to take the median
 * of several runs, or pool their samples);
 * BENCH_API_ENV='NAME=value,…' adds settings to the API (e.g. `DATABASE_ENGINE_POOL_SIZE=0`
 * plays it without the engines' own pool); BENCH_REDIS_URL runs the stream's bus on that Redis.
 * Whatever it started is stopped at the end, on a failure and on Ctrl-C, and the database dropped.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Client } from 'pg';
import { crashPoint } from '@/lib/games/crash/crash-point';
import { crashElapsed } from '@/lib/games/crash/growth';
import { scrapeApiMetrics, type MetricsReading } from './lib/api-metrics';
import { fundedPlayers } from './lib/bench-players';
import type { ObservedRound } from './lib/crash-timing-observer';
import { diceLoad, placeDiceBet } from './lib/dice-load';
import { freshDatabase } from './lib/pgbench';
import { commCpuSeconds, groupCpuSeconds, startCpuMeter, type CpuReading } from './lib/proc-stats';
import { startApi } from './lib/start-api';
import { answer } from './lib/stream-bench-workers';

const WINDOW_S = Number(process.env.BENCH_WINDOW_S || 60);
const LOADS = (process.env.BENCH_LOADS || '0,50,200').split(',').map(Number);
const PLAYERS = Number(process.env.BENCH_PLAYERS || 2 * Math.max(...LOADS, 10));
const ADMIN_URL = process.env.BENCH_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'bench_crash_timing';
const OPERATOR_TOKEN = randomBytes(24).toString('hex');
const METRICS_TOKEN = randomBytes(24).toString('hex');
const GOAL_MS = 100;
/** Rounds due this soon after a window opens are left out: the load is still ramping up. */
const WARM_MS = 2_000;
/** …and this close to its end: a commit the load makes late must land while the load runs. */
const TAIL_MS = 6_000;
const SAMPLE_MS = 3_000;

type Stats = { n: number; p50: number; p95: number; p99: number; max: number };

type LoadFigures = {
  connections: number;
  rounds: number;
  crashCommit: Stats;
  crashEvent: Stats;
  startCommit: Stats;
  startEvent: Stats;
  /** The watcher's read interval around the commits: how sharp the commit figures are. */
  resolutionMs: number;
  loopP99Ms: number;
  loopMaxMs: number;
  /** The most queries seen waiting for a connection of the pool, and of the engines' pool. */
  poolWaitingMax: number;
  enginePoolWaitingMax: number | null;
  betsPerS: number;
  betP99Ms: number;
  non2xx: number;
  cpu: CpuReading;
  /** Every sample behind the four lateness figures, in ms. */
  samples: Record<'crashCommit' | 'crashEvent' | 'startCommit' | 'startEvent', number[]>;
};

const running = new Set<() => Promise<void>>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Nearest-rank percentiles; NaN without samples. */
function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length === 0
      ? NaN
      : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  return {
    n: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? NaN,
  };
}

/** When a round was due to crash: its start plus the time the curve takes to pass its point. */
const crashDue = (round: ObservedRound) => round.startedAt! + crashElapsed(round.crashPoint);

const CHAIN_LENGTH = 1_000;
const SALT = 'bench-crash-timing';

/**
 * A chain secret whose first rounds ride briefly. A round's start and its crash are the moments
 * measured; its ride (16 s on average, the crash points' long tail) only spaces them out, so
 * among a thousand random secrets the bench takes the one whose first 30 games ride least,
 * and a window holds two to three times the rounds. What a commit's lateness depends on (the
 * engine's statements, the API's load) has nothing to do with the crash point.
 */
function shortRidingSecret() {
  const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();
  let best = { secret: '', rideMs: Infinity };
  for (let candidate = 0; candidate < 1_000; candidate += 1) {
    const secret = randomBytes(32).toString('hex');
    // Element 1 is SHA-256 of the secret, k + 1 of element k; game n is element N − n + 1.
    const elements: Buffer[] = [sha256(secret)];
    while (elements.length < CHAIN_LENGTH) elements.push(sha256(elements.at(-1)!));
    let rideMs = 0;
    for (let game = 1; game <= 30; game += 1) {
      rideMs += crashElapsed(crashPoint(elements[CHAIN_LENGTH - game]!.toString('hex'), SALT));
    }
    if (rideMs < best.rideMs) best = { secret, rideMs };
  }
  console.log(`chain: its first 30 rounds ride ${(best.rideMs / 30_000).toFixed(1)} s on average`);
  return best.secret;
}

function apiEnv(): Record<string, string> {
  const extra = Object.fromEntries(
    (process.env.BENCH_API_ENV || '')
      .split(',')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  return {
    OPERATOR_TOKEN,
    METRICS_TOKEN,
    // Players are funded with more than four eyes lets one member of staff move.
    FOUR_EYES_THRESHOLD: '1000000000',
    CRASH_CHAIN_SECRET: shortRidingSecret(),
    CRASH_SALT: SALT,
    // A short chain: walking a million hashes at the start would only delay the bench.
    CRASH_CHAIN_LENGTH: String(CHAIN_LENGTH),
    LOG_LEVEL: 'warn',
    ...(process.env.BENCH_REDIS_URL && { REDIS_URL: process.env.BENCH_REDIS_URL }),
    ...extra,
  };
}

/** The watcher process, once it reads the database and holds its stream. */
async function startObserver(databaseUrl: string, base: string) {
  const child = fork('scripts/lib/crash-timing-observer.ts', {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_BASE: base },
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    if (child.connected) child.send({ type: 'stop' });
    setTimeout(() => child.kill('SIGKILL'), 3_000).unref();
    await gone;
  };
  running.add(stop);
  await answer(child, 'ready');
  return { child, stop };
}

async function observedRounds(child: ChildProcess) {
  const reply = answer<{ rounds: ObservedRound[] }>(child, 'report');
  child.send({ type: 'report' });
  return (await reply).rounds;
}

/** The API's pool gauges and loop delay, sampled every SAMPLE_MS while a window runs. */
function startSampler(base: string) {
  let poolWaitingMax = 0;
  let enginePoolWaitingMax: number | null = null;
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const reading = await scrapeApiMetrics(base.replace(/\/api$/, ''), METRICS_TOKEN).catch(
        () => null,
      );
      if (reading) {
        poolWaitingMax = Math.max(
          poolWaitingMax,
          reading.value('arcada_db_pool_connections', { state: 'waiting' }),
        );
        if (reading.value('arcada_db_engine_pool_connections', { state: 'total' }) > 0) {
          enginePoolWaitingMax = Math.max(
            enginePoolWaitingMax ?? 0,
            reading.value('arcada_db_engine_pool_connections', { state: 'waiting' }),
          );
        }
      }
      await sleep(SAMPLE_MS);
    }
  })();
  return async () => {
    stopped = true;
    await done;
    return { poolWaitingMax, enginePoolWaitingMax };
  };
}

async function benchLoad(
  base: string,
  pid: number,
  tokens: string[],
  observer: ChildProcess,
  connections: number,
): Promise<LoadFigures> {
  console.log(`\n${connections} connections of dice bets for ${WINDOW_S} s…`);
  const origin = base.replace(/\/api$/, '');
  // A scrape starts the loop-delay histogram over (prom-client resets it at each collect).
  await scrapeApiMetrics(origin, METRICS_TOKEN);
  const meter = startCpuMeter({
    api: () => groupCpuSeconds(pid),
    postgres: () => commCpuSeconds('postgres'),
    generator: () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1e6;
    },
  });
  const stopSampler = startSampler(base);
  const from = Date.now();
  let betsPerS = 0;
  let betP99Ms = 0;
  let non2xx = 0;
  if (connections > 0) {
    const result = await diceLoad(base, tokens, { connections, durationS: WINDOW_S });
    betsPerS = result.requests.average;
    betP99Ms = result.latency.p99;
    non2xx = result.non2xx;
  } else {
    await sleep(WINDOW_S * 1_000);
  }
  const to = Date.now();
  const cpu = meter();
  const pools = await stopSampler();
  const loop: MetricsReading = await scrapeApiMetrics(origin, METRICS_TOKEN);
  // Rounds due near the window's end commit within seconds at worst.
  await sleep(3_000);
  const rounds = (await observedRounds(observer)).filter((round) => {
    if (round.startedAt === null) return false;
    const due = crashDue(round);
    return due >= from + WARM_MS && due <= to - TAIL_MS;
  });
  const starts = (await observedRounds(observer)).filter(
    (round) =>
      round.startsAt !== null && round.startsAt >= from + WARM_MS && round.startsAt <= to - TAIL_MS,
  );
  const crashSeen = rounds.filter((round) => round.crashSeen);
  const startSeen = starts.filter((round) => round.startSeen);
  const resolutions = [
    ...crashSeen.map((r) => r.crashSeen!),
    ...startSeen.map((r) => r.startSeen!),
  ].map((seen) => seen.at - seen.before);
  const samples: LoadFigures['samples'] = {
    crashCommit: crashSeen.map((round) => round.crashSeen!.at - crashDue(round)),
    crashEvent: rounds
      .filter((round) => round.crashedEventAt)
      .map((round) => round.crashedEventAt! - crashDue(round)),
    startCommit: startSeen.map((round) => round.startSeen!.at - round.startsAt!),
    startEvent: starts
      .filter((round) => round.startedEventAt)
      .map((round) => round.startedEventAt! - round.startsAt!),
  };
  const figures: LoadFigures = {
    connections,
    rounds: rounds.length,
    crashCommit: stats(samples.crashCommit),
    crashEvent: stats(samples.crashEvent),
    startCommit: stats(samples.startCommit),
    startEvent: stats(samples.startEvent),
    resolutionMs: stats(resolutions).p50,
    loopP99Ms: loop.value('nodejs_eventloop_lag_p99_seconds') * 1000,
    loopMaxMs: loop.value('nodejs_eventloop_lag_max_seconds') * 1000,
    ...pools,
    betsPerS,
    betP99Ms,
    non2xx,
    cpu,
    samples,
  };
  const { crashCommit, startCommit } = figures;
  console.log(
    `  ${figures.rounds} crashes and ${starts.length} starts due in the window; crash commit late p50 ${crashCommit.p50} ms, max ${crashCommit.max} ms; start commit late p50 ${startCommit.p50} ms, max ${startCommit.max} ms; loop delay p99 ${figures.loopP99Ms.toFixed(0)} ms; ${betsPerS.toFixed(0)} bets/s`,
  );
  return figures;
}

const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const row = (label: string, ...cells: string[]) =>
  console.log(`${label.padEnd(32)}${cells.map((cell) => ` ${cell.padStart(16)}`).join('')}`);
const statsText = (s: Stats) => `${fixed(s.p50)}/${fixed(s.p99)}/${fixed(s.max)}`;
const ratio = (load: number, idle: number) =>
  idle > 0 && Number.isFinite(load) ? `${(load / idle).toFixed(1)}×` : '–';

function printFigures(all: LoadFigures[]) {
  console.log('\n== figures (ms late: p50/p99/max; commit figures are upper bounds) ==');
  row('connections of dice bets', ...all.map((f) => String(f.connections)));
  row('rounds due in the window', ...all.map((f) => String(f.rounds)));
  row('crash commit late', ...all.map((f) => statsText(f.crashCommit)));
  row('crash event late (stream)', ...all.map((f) => statsText(f.crashEvent)));
  row('start commit late', ...all.map((f) => statsText(f.startCommit)));
  row('start event late (stream)', ...all.map((f) => statsText(f.startEvent)));
  row('  watcher resolution ms', ...all.map((f) => fixed(f.resolutionMs)));
  row(
    'API event-loop delay p99/max',
    ...all.map((f) => `${fixed(f.loopP99Ms)}/${fixed(f.loopMaxMs)}`),
  );
  row('pool: queries waiting, max', ...all.map((f) => String(f.poolWaitingMax)));
  row(
    "engines' pool: waiting, max",
    ...all.map((f) => (f.enginePoolWaitingMax === null ? 'none' : String(f.enginePoolWaitingMax))),
  );
  row('dice bets/s', ...all.map((f) => fixed(f.betsPerS)));
  row('dice p99 ms / non-2xx', ...all.map((f) => `${f.betP99Ms}/${f.non2xx}`));
  row(
    'CPU: API / PostgreSQL / autocannon',
    ...all.map(
      (f) =>
        `${fixed(f.cpu.cores.api ?? 0, 2)}/${fixed(f.cpu.cores.postgres ?? 0, 2)}/${fixed(f.cpu.cores.generator ?? 0, 2)}`,
    ),
  );
  row('machine busy', ...all.map((f) => `${fixed(f.cpu.machineBusy * 100)} %`));
  const idle = all.find((f) => f.connections === 0);
  if (idle) {
    row(
      'crash commit p99 ÷ idle',
      ...all.map((f) => ratio(f.crashCommit.p99, idle.crashCommit.p99)),
    );
  }
  console.log('');
  for (const f of all) {
    const p99s = [f.crashCommit.p99, f.startCommit.p99].filter(Number.isFinite);
    if (p99s.length === 0) {
      console.log(`${f.connections} connections: no round was due in the window.`);
      continue;
    }
    const worst = Math.max(...p99s);
    console.log(
      `${f.connections} connections: the engine's commits p99 ${fixed(worst)} ms late: ${worst <= GOAL_MS ? 'within' : 'OVER'} the ${GOAL_MS} ms goal (${f.crashCommit.n} crashes, ${f.startCommit.n} starts; with fewer than 100 the p99 is the worst one).`,
    );
  }
}

/** What limits the timing under the heaviest load, from the figures beside it. */
function limits(all: LoadFigures[]) {
  const heavy = all.reduce((a, b) => (b.connections > a.connections ? b : a));
  if (heavy.connections === 0) return;
  const sentences: string[] = [];
  const api = heavy.cpu.cores.api ?? 0;
  sentences.push(
    `At ${heavy.connections} connections the API used ${api.toFixed(2)} of a core (the machine ${fixed(heavy.cpu.machineBusy * 100)} % busy) for ${fixed(heavy.betsPerS)} bets/s.`,
  );
  if (heavy.poolWaitingMax > 0) {
    sentences.push(
      `Up to ${heavy.poolWaitingMax} queries waited for a connection of the players' pool` +
        (heavy.enginePoolWaitingMax === null
          ? ': the engine shares it, so each of its statements queues behind them.'
          : `, while the engines' own pool had at most ${heavy.enginePoolWaitingMax} waiting: the engine's statements do not queue behind players.`),
    );
  }
  sentences.push(
    `The API's event loop was late by ${fixed(heavy.loopP99Ms)} ms at p99 (max ${fixed(heavy.loopMaxMs)} ms): every timer and every answer from the database the engine waits for is that late once more, and a crash takes a few of them (the tick, its last read of the bets, the update).`,
  );
  console.log(sentences.join(' '));
}

async function main() {
  const databaseUrl = await freshDatabase(ADMIN_URL, DATABASE);
  const api = await startApi({ ...apiEnv(), DATABASE_URL: databaseUrl });
  const stopApi = async () => {
    api.stop();
    // The group is gone once nothing answers signal 0.
    for (let i = 0; i < 100; i += 1) {
      try {
        process.kill(-api.pid, 0);
      } catch {
        return;
      }
      await sleep(100);
    }
    try {
      process.kill(-api.pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  };
  running.add(stopApi);
  try {
    const batches = 4;
    const tokens = (
      await Promise.all(
        Array.from({ length: batches }, (_, i) =>
          fundedPlayers(api.base, {
            count: Math.ceil(PLAYERS / batches),
            prefix: `bench-crash-${i}`,
            operatorToken: OPERATOR_TOKEN,
            amount: 1_000_000,
          }),
        ),
      )
    ).flat();
    // Every player's seed pair exists and the paths are compiled.
    for (const token of tokens) await placeDiceBet(api.base, token);
    const observer = await startObserver(databaseUrl, api.base);
    const all: LoadFigures[] = [];
    for (const connections of LOADS) {
      all.push(await benchLoad(api.base, api.pid, tokens, observer.child, connections));
      // What the load left queued drains before the next window.
      await sleep(3_000);
    }
    printFigures(all);
    console.log('\n== what limits it ==');
    limits(all);
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(all, null, 2));
  } finally {
    for (const stop of [...running].reverse()) await stop().catch(() => {});
    running.clear();
    await dropDatabase();
  }
}

async function dropDatabase() {
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
  } finally {
    await admin.end();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping what the bench started`);
    void Promise.allSettled([...running].map((stop) => stop()))
      .then(() => dropDatabase())
      .finally(() => process.exit(130));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
