import 'server-only';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import * as schemaModule from './schema';
import { log } from '../lib/log';

/**
 * The tables as a plain object. drizzle reads the schema it is given each time it makes a
 * transaction (a query builder per table); a module namespace, as the bundler or tsx compiles
 * it, answers each of those reads through a chain of getters, which cost a bet ~3 % of the API's
 * CPU (issue 41).
 */
const schema = { ...schemaModule };

type Schema = typeof schema;

/** The database as services see it: the same API over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * A transaction. It is a `Db` too: a service runs in its caller's transaction when given
 * `{ ...ctx, db: tx }` (`transaction.ts`); only queries that need a transaction's locks name it.
 */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** Every transaction of a database `openDatabase` opened, nested ones too → that database. */
const roots = new WeakMap<Db, Db>();

/**
 * The database itself for `db` or any of its transactions, for what is cached per database and
 * must outlive a transaction (the ledger's account ids).
 */
export function rootOf(db: Db): Db {
  return roots.get(db) ?? db;
}

/** A database → the engines' own (`engineDbOf`), where they have a pool of their own. */
const engineDbs = new WeakMap<Db, Db>();

/**
 * Where the engines (crash, the rooms, the sports feed) run their steps and renew their leases: on
 * PostgreSQL a small pool of their own (`DATABASE_ENGINE_POOL_SIZE`), so a round's start or crash
 * never waits for a connection that player requests hold; on PGlite, which has one connection
 * for everybody, or with that setting at 0, the database itself. It is the same database:
 * `rootOf` answers the database for it and its transactions.
 */
export function engineDbOf(db: Db): Db {
  const root = rootOf(db);
  return engineDbs.get(root) ?? root;
}

/** Makes `db` remember, for each transaction it opens, the database it belongs to. */
function trackTransactions(db: Db, root: Db = db): Db {
  const open = db.transaction.bind(db);
  db.transaction = (work, config) =>
    open((tx) => {
      roots.set(tx, root);
      trackTransactions(tx, root);
      return work(tx);
    }, config);
  return db;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server/db/migrations');
/** Any fixed number: instances starting together take turns migrating. */
const MIGRATION_LOCK_ID = 724_311;

/**
 * Opens PostgreSQL when a URL is given, otherwise PGlite: on disk under `dataDir`, or in memory
 * when `dataDir` is null (tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  /** Sees every statement the services send (tests compare the work of two requests). */
  logger?: Logger;
  /**
   * PGlite only: this open instance instead of a new one; `close()` leaves it open to its owner.
   * Tests keep a migrated one per worker (`tests/support/pglite-pool.ts`).
   */
  pglite?: PGlite;
  /**
   * PostgreSQL only: connections of the engines' own pool (`engineDbOf`); 0 or unset, the
   * engines share the players' pool.
   */
  enginePoolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.logger, options.enginePoolSize ?? 0);
  }
  if (options.pglite) return wrapPglite(options.pglite, options.logger, async () => {});
  const dataDir = options.dataDir ? path.join(options.dataDir, 'pglite') : undefined;
  const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client, options.logger, () => client.close());
}

function wrapPglite(client: PGlite, logger: Logger | undefined, close: () => Promise<void>) {
  const db = trackTransactions(drizzlePglite({ client, schema, logger }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    migrate: () =>
      migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close,
  } satisfies Database;
}

/** A node-postgres pool that outlives the idle connections the server closes. */
function openPool(connectionString: string, max: number, idleTimeoutMillis?: number) {
  const pool = new Pool({ connectionString, max, idleTimeoutMillis });
  // An idle connection the server ends (a restart, a failover, an operator's kill) is dropped
  // from the pool and replaced on the next query; unheard, its error would end the process.
  pool.on('error', (error) => log.warn('database: an idle connection was closed', { error }));
  return pool;
}

async function openPostgres(
  connectionString: string,
  logger: Logger | undefined,
  enginePoolSize: number,
): Promise<Database> {
  const pool = openPool(connectionString, Number(process.env.DATABASE_POOL_SIZE || 10));
  const db = trackTransactions(drizzleNodePg({ client: pool, schema, logger }) as unknown as Db);
  // Its connections stay open when idle: one opened at a round's crash would cost round trips.
  const enginePool = enginePoolSize > 0 ? openPool(connectionString, enginePoolSize, 0) : null;
  if (enginePool) {
    const engineDb = drizzleNodePg({ client: enginePool, schema, logger }) as unknown as Db;
    roots.set(engineDb, db);
    engineDbs.set(db, trackTransactions(engineDb, db));
  }
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), enginePool?.end()]);
    },
  };
}
