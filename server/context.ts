import 'server-only';
import type { AppContext } from './app-context';
import { loadConfig, type Config } from './config';
import { engineDbOf, openDatabase, type Database } from './db/client';
import { systemClock } from './lib/clock';
import { configureLog, log } from './lib/log';
import { onShutdown } from './lib/shutdown';
import type { Clock } from './lib/clock';
import { createDelivery } from './services/delivery/create-delivery';
import { postgresRateLimitStore } from './services/rate-limit/postgres-store';
import { redisClient, redisRateLimitStore } from './services/rate-limit/redis-store';
import {
  analyticsFor,
  flushAnalyticsOnShutdown,
  installServerAnalytics,
} from './services/analytics';
import { createSender } from './services/sender/create-sender';
import type { SenderContext } from './services/sender/sender-context';
import { seedDatabase } from './services/seed/seed-database';
import { syncSandboxAtStart } from './services/casino/catalogue/sync-at-start';
import { startSandboxTable } from './services/casino/sandbox-rgs/live-table';
import { startSportsFeed } from './services/sports/run-feed';
import { startSportsJobs } from './services/sports/betting/jobs';
import { startBonusJobs } from './services/bonus/jobs';
import { startTopJobs } from './services/top/jobs';
import { startVipJobs } from './services/vip/jobs';
import { startProtectionJobs } from './services/protection/jobs';
import { startAmlJobs } from './services/aml/jobs';
import { startReportJobs } from './services/reports/jobs';
import { startTournamentJobs } from './services/tournaments/jobs';
import { startFreeSpinJobs } from './services/bonus-spins/jobs';
import { listProviders } from './services/social/providers';
import { startCrashEngine } from './services/crash/engine';
import { startRoomsEngine } from './services/rooms/engine';
import { stopRunningEngines } from './services/engines/running';
import { shareSessionChanges } from './services/sessions/session-cache';
import { createStreamHub } from './services/stream/hub';
import { localEventBus } from './services/stream/local-bus';
import type { StreamBus, StreamHub } from './services/stream/ports';
import { postgresEventBus } from './services/stream/postgres-bus';
import { redisEventBus } from './services/stream/redis-bus';
import { TOPIC_SOURCES } from './topic-sources';
import type { TopicSource } from './services/stream/types';

type ContextParts = Pick<AppContext, 'config' | 'db'> & Partial<Omit<AppContext, 'config' | 'db'>>;

/** How the context's stream is built, when the parts do not bring one. */
type StreamOptions = {
  /** The topic sources; `TOPIC_SOURCES` unless a harness adds its own. */
  sources?: readonly TopicSource[];
  /** The bus that feeds the hub; in process unless `startContext` picks another. */
  openBus?: (hub: StreamHub, clock: Clock) => StreamBus;
};

/**
 * The composition root: builds the `AppContext` (`app-context.ts`) the API and scripts hand to
 * services. Only entry points import this file; services import the type alone.
 */
export function createContext(parts: ContextParts): AppContext {
  return composeContext(parts).ctx;
}

function composeContext(parts: ContextParts, streamOptions: StreamOptions = {}) {
  const clock = parts.clock ?? systemClock;
  const fetchImpl = parts.fetch ?? fetch;
  const { sender: given, ...rest } = parts;
  // The hub reads snapshots with the finished context, which holds the hub: it asks for it
  // only when a stream opens.
  const finished: { ctx?: AppContext } = {};
  const stream =
    parts.stream ??
    createStreamHub({
      sources: streamOptions.sources ?? TOPIC_SOURCES,
      context: () => finished.ctx!,
    });
  // Tests get a working bus with no setup: publishing reaches this process's streams.
  const bus = parts.events ? null : (streamOptions.openBus ?? localEventBus)(stream, clock);
  const base: SenderContext = {
    clock,
    fetch: fetchImpl,
    delivery: parts.delivery ?? createDelivery(parts.config, parts.db, clock, fetchImpl),
    rateLimits:
      parts.rateLimits ??
      (parts.config.redisUrl
        ? redisRateLimitStore(redisClient(parts.config.redisUrl))
        : postgresRateLimitStore),
    stream,
    events: parts.events ?? bus!,
    ...rest,
  };
  const sender = given ? null : createSender(base);
  const ctx = { ...base, sender: given ?? sender! } satisfies AppContext;
  finished.ctx = ctx;
  return { ctx, sender, bus };
}

/**
 * Opens the configured database, migrates and seeds it, once per process. Kept on globalThis
 * so that `next dev` reloading modules does not open the embedded database twice.
 */
export async function startContext(
  config: Config = loadConfig(),
  options: Pick<StreamOptions, 'sources'> = {},
): Promise<AppContext> {
  configureLog({ level: config.logLevel });
  installServerAnalytics(analyticsFor(config));
  if (config.analytics) flushAnalyticsOnShutdown();
  // A bad SOCIAL_PROVIDERS stops the start, like any other bad variable.
  listProviders(config);
  const database = await openPreparedDatabase(config);
  const { ctx, sender, bus } = composeContext(
    { config, db: database.db },
    { ...options, openBus: busFor(config, database) },
  );
  // Queued messages go out from every API process; the claim keeps them from sending one twice.
  sender?.start();
  // Listening before taking traffic: a stream opened earlier would miss what is published.
  await bus?.ready;
  // A session revoked or a player changed through another instance is forgotten here at once.
  shareSessionChanges(ctx);
  await syncSandboxAtStart(ctx);
  startEngines(ctx);
  startSandboxTable(ctx);
  startSportsFeed(ctx);
  startSportsJobs(ctx);
  startBonusJobs(ctx);
  startFreeSpinJobs(ctx);
  startTopJobs(ctx);
  startVipJobs(ctx);
  startTournamentJobs(ctx);
  startProtectionJobs(ctx);
  startAmlJobs(ctx);
  startReportJobs(ctx);
  return ctx;
}

/**
 * The shared games' engines: every API process runs them, and their leases let one process at a
 * time drive crash and one the rooms; the others take over within seconds if it stops.
 */
function startEngines(appContext: AppContext) {
  // Their own connections on PostgreSQL (`engineDbOf`): a round's step never waits behind players.
  const ctx = { ...appContext, db: engineDbOf(appContext.db) };
  const crash = ctx.config.crash;
  if (!crash) {
    log.warn('crash is off: CRASH_CHAIN_SECRET and CRASH_SALT are not both set', {
      advice: 'README, "Crash": make a chain, publish its terminating hash, then fix the salt',
    });
  }
  if (crash?.engine) startCrashEngine(ctx, crash, ctx.events);
  // With ROOMS_ENTROPY=crash the rooms draw from crash's hashes: without crash, their rounds
  // wait and are refunded. A drand beacon needs no crash.
  if (!crash || crash.engine) startRoomsEngine(ctx, ctx.events);
}

/**
 * The stream's bus between API processes: Redis pub/sub when REDIS_URL is set, else
 * LISTEN/NOTIFY on PostgreSQL; the embedded database serves one process, so in process.
 */
function busFor(config: Config, database: Database): StreamOptions['openBus'] {
  const { redisUrl, databaseUrl } = config;
  if (redisUrl) {
    return (hub, clock) => redisEventBus({ redis: redisClient(redisUrl), hub, clock });
  }
  if (database.kind === 'postgres' && databaseUrl) {
    return (hub, clock) => postgresEventBus({ connectionString: databaseUrl, hub, clock });
  }
  return undefined;
}

/** Opens the configured database, applies the committed migrations and runs the idempotent seed. */
export async function openPreparedDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    enginePoolSize: config.databaseEnginePoolSize,
  });
  await database.migrate();
  await seedDatabase({ config, db: database.db, clock: systemClock });
  return database;
}

const globalForContext = globalThis as unknown as { appContext?: Promise<AppContext> };

export function getDefaultContext(): Promise<AppContext> {
  globalForContext.appContext ??= startContext().then(
    (ctx) => {
      // Asked to stop, the process lets its engines' leases go: another drives at once.
      onShutdown('engines', () => stopRunningEngines(ctx));
      return ctx;
    },
    (error) => {
      globalForContext.appContext = undefined;
      throw error;
    },
  );
  return globalForContext.appContext;
}
