import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '@/server/db/client';
import { migrationsKey } from './migrations-key';

/** Any fixed number: the lock under which one worker makes the template and the others wait. */
const TEMPLATE_LOCK_ID = 724_312;

/**
 * A migrated, empty PostgreSQL database beside the one of `url`, for a suite's own database to be
 * copied from (`CREATE DATABASE … TEMPLATE`, `api.ts`) instead of running every migration again.
 * Named by the hash of the migrations (`test_template_<hash>`), so it is made once per set of
 * migrations on a server and kept like the PGlite template in `.data/`; older ones are dropped.
 * Nobody connects to it once it is made, which a copy requires.
 */
export async function migratedPostgresTemplate(url: string): Promise<string> {
  const name = `test_template_${migrationsKey()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      const stale = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'test\\_template\\_%'`,
      );
      for (const { datname } of stale.rows) {
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
      // Made under another name and renamed when whole: a run killed halfway leaves no template.
      const making = `${name}_making`;
      await admin.query(`drop database if exists ${making} with (force)`);
      await admin.query(`create database ${making}`);
      const pool = new pg.Pool({ connectionString: withDatabase(url, making), max: 1 });
      try {
        await migrate(drizzle({ client: pool }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await pool.end();
      }
      await admin.query(`alter database ${making} rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => {});
    await admin.end();
  }
  return name;
}

/** `url` with its database replaced by `database`. */
export function withDatabase(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
}
