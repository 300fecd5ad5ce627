import 'server-only';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { seedDatabase } from './db/seed';
import { systemClock, type Clock } from './lib/clock';
import { createDelivery } from './services/delivery/create-delivery';
import { listProviders } from './services/social/providers';
import type { Delivery } from './services/delivery/types';

/** Everything a service needs from the outside world, passed in so tests can replace it. */
export type AppContext = {
  config: Config;
  db: Db;
  clock: Clock;
  delivery: Delivery;
  /** Outgoing HTTP (social-login providers, SMS gateway). */
  fetch: typeof fetch;
};

export function createContext(
  parts: Pick<AppContext, 'config' | 'db'> & Partial<Omit<AppContext, 'config' | 'db'>>,
): AppContext {
  const clock = parts.clock ?? systemClock;
  const fetchImpl = parts.fetch ?? fetch;
  return {
    clock,
    fetch: fetchImpl,
    delivery: parts.delivery ?? createDelivery(parts.config, parts.db, clock, fetchImpl),
    ...parts,
  };
}

/**
 * Opens the configured database, migrates and seeds it, once per process. Kept on globalThis
 * so that `next dev` reloading modules does not open the embedded database twice.
 */
export async function startContext(config: Config = loadConfig()): Promise<AppContext> {
  // A bad SOCIAL_PROVIDERS stops the start, like any other bad variable.
  listProviders(config);
  const database = await openAndPrepare(config);
  return createContext({ config, db: database.db });
}

async function openAndPrepare(config: Config): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await seedDatabase(database.db, { clock: systemClock, devTools: config.devTools });
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
