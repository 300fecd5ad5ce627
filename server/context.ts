import 'server-only';
import type { AppContext } from './app-context';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { systemClock } from './lib/clock';
import { configureLog } from './lib/log';
import { createDelivery } from './services/delivery/create-delivery';
import { postgresRateLimitStore } from './services/rate-limit/postgres-store';
import { redisClient, redisRateLimitStore } from './services/rate-limit/redis-store';
import { createSender } from './services/sender/create-sender';
import type { SenderContext } from './services/sender/sender-context';
import { seedDatabase } from './services/seed/seed-database';
import { listProviders } from './services/social/providers';

/**
 * The composition root: builds the `AppContext` (`app-context.ts`) the API and scripts hand to
 * services. Only entry points import this file; services import the type alone.
 */
export function createContext(
  parts: Pick<AppContext, 'config' | 'db'> & Partial<Omit<AppContext, 'config' | 'db'>>,
): AppContext {
  return composeContext(parts).ctx;
}

function composeContext(
  parts: Pick<AppContext, 'config' | 'db'> & Partial<Omit<AppContext, 'config' | 'db'>>,
) {
  const clock = parts.clock ?? systemClock;
  const fetchImpl = parts.fetch ?? fetch;
  const { sender: given, ...rest } = parts;
  const base: SenderContext = {
    clock,
    fetch: fetchImpl,
    delivery: parts.delivery ?? createDelivery(parts.config, parts.db, clock, fetchImpl),
    rateLimits:
      parts.rateLimits ??
      (parts.config.redisUrl
        ? redisRateLimitStore(redisClient(parts.config.redisUrl))
        : postgresRateLimitStore),
    ...rest,
  };
  if (given) return { ctx: { ...base, sender: given } satisfies AppContext, sender: null };
  const sender = createSender(base);
  return { ctx: { ...base, sender } satisfies AppContext, sender };
}

/**
 * Opens the configured database, migrates and seeds it, once per process. Kept on globalThis
 * so that `next dev` reloading modules does not open the embedded database twice.
 */
export async function startContext(config: Config = loadConfig()): Promise<AppContext> {
  configureLog({ level: config.logLevel });
  // A bad SOCIAL_PROVIDERS stops the start, like any other bad variable.
  listProviders(config);
  const database = await openPreparedDatabase(config);
  const { ctx, sender } = composeContext({ config, db: database.db });
  // Queued messages go out from every API process; the claim keeps them from sending one twice.
  sender?.start();
  return ctx;
}

/** Opens the configured database, applies the committed migrations and runs the idempotent seed. */
export async function openPreparedDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await seedDatabase({ config, db: database.db, clock: systemClock });
  return database;
}

const globalForContext = globalThis as unknown as { appContext?: Promise<AppContext> };

export function getDefaultContext(): Promise<AppContext> {
  globalForContext.appContext ??= startContext().catch((error) => {
    globalForContext.appContext = undefined;
    throw error;
  });
  return globalForContext.appContext;
}
