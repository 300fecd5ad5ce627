import { spawn } from 'node:child_process';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  checkLedger,
  checkMigrations,
  compareCounts,
  countRows,
  type CheckResult,
  type TableCounts,
} from './backup-checks';

export type BackupCheckName = 'dump' | 'restore' | 'migrations' | 'ledger' | 'rows';

export type BackupCheck = {
  name: BackupCheckName;
  ok: boolean;
  /** Not run: the rows check when verifying a given file (no live source to compare with). */
  skipped?: boolean;
  summary: string;
  problems: string[];
  seconds: number;
};

export type BackupReport = {
  ok: boolean;
  checks: BackupCheck[];
  /** The scratch database the dump was restored into; dropped before the report is answered. */
  scratchDatabase: string;
  /** What an operator should know that fails nothing (scratch databases of killed runs). */
  notes: string[];
};

export type BackupVerifyOptions = {
  /** The PostgreSQL database that is dumped, and whose server holds the scratch database. */
  sourceUrl: string;
  /** A role that may create databases on that server; the source URL on `postgres` otherwise. */
  adminUrl?: string;
  /** An existing `pg_dump --format=custom` file to verify instead of dumping the source. */
  file?: string;
  migrationsFolder?: string;
  /** Sees each check as it ends (the command prints them while the next one runs). */
  onCheck?: (check: BackupCheck) => void;
  /**
   * Runs on the restored copy before the checks: tests damage the copy here to see that the
   * checks notice.
   */
  afterRestore?: (copy: pg.ClientBase) => Promise<void>;
};

/** Reads the command's settings from the environment; throws a message an operator can act on. */
export function backupVerifyOptionsFromEnv(
  env: Record<string, string | undefined>,
): BackupVerifyOptions {
  const sourceUrl = env.BACKUP_SOURCE_URL || env.DATABASE_URL;
  if (!sourceUrl) {
    throw new Error(
      'backup:verify needs a PostgreSQL database: set BACKUP_SOURCE_URL (or DATABASE_URL) to ' +
        'postgres://user:password@host:5432/database. Its server also holds the scratch database ' +
        'the dump is restored into.',
    );
  }
  for (const [name, url] of [
    ['BACKUP_SOURCE_URL', sourceUrl],
    ['BACKUP_ADMIN_URL', env.BACKUP_ADMIN_URL],
  ] as const) {
    if (url && !/^postgres(ql)?:\/\//.test(url)) {
      throw new Error(`${name} must be a postgres:// URL (PGlite data cannot be backed up here)`);
    }
  }
  return {
    sourceUrl,
    adminUrl: env.BACKUP_ADMIN_URL || undefined,
    file: env.BACKUP_FILE || undefined,
  };
}

/** `url` naming `database` on the same server, as `freshDatabase` (pgbench.ts) derives it. */
function onDatabase(url: string, database: string) {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
}

/**
 * The arguments and environment of a PostgreSQL client tool for `url`: the password moves to
 * PGPASSWORD, so it does not show in the process list.
 */
function libpq(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: `--dbname=${parsed.toString()}`, env };
}

/** Runs a client tool to its end; its standard error becomes the error's message. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else {
        const how = signal ? `was killed by ${signal}` : `exited with ${code}`;
        reject(new Error(`${command} ${how}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`));
      }
    });
  });
}

/** `pg_dump --format=custom` of `url` into `file` (optionally inside an exported snapshot). */
export function dumpDatabase(url: string, file: string, snapshot?: string) {
  const { dbname, env } = libpq(url);
  const args = ['--format=custom', `--file=${file}`, dbname];
  if (snapshot) args.unshift(`--snapshot=${snapshot}`);
  return run('pg_dump', args, env);
}

/**
 * Dumps the source inside a snapshot it exports, and counts the main tables in that same
 * snapshot while the dump runs: the counts are those of the dump even while players keep
 * betting, so a live source compares exactly.
 */
async function dumpWithCounts(sourceUrl: string, file: string): Promise<TableCounts> {
  const source = new pg.Client({ connectionString: sourceUrl });
  await source.connect();
  try {
    await source.query('begin isolation level repeatable read read only');
    const exported = await source.query<{ id: string }>('select pg_export_snapshot() as id');
    const [counts] = await Promise.all([
      countRows(source),
      dumpDatabase(sourceUrl, file, exported.rows[0]!.id),
    ]);
    await source.query('commit');
    return counts;
  } finally {
    await source.end();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Proves a backup restores and holds together: dumps the source (or takes the given dump),
 * restores it into a new scratch database `backup_verify_<timestamp>` on the same server with
 * `pg_restore --no-owner --exit-on-error --single-transaction` (all or nothing, and one commit
 * instead of one per statement), and checks on the copy that every migration is applied, the
 * ledger's invariants hold and (from a live source) the main tables have the source's row
 * counts. A failed dump or restore ends the run as a failed check, not an
 * exception. The scratch database and a dump made here are always removed.
 */
export async function verifyBackup(options: BackupVerifyOptions): Promise<BackupReport> {
  const adminUrl = options.adminUrl ?? onDatabase(options.sourceUrl, 'postgres');
  const migrationsFolder =
    options.migrationsFolder ?? path.join(process.cwd(), 'server/db/migrations');
  const scratch = `backup_verify_${Date.now()}`;
  const checks: BackupCheck[] = [];
  const notes: string[] = [];
  const record = (check: BackupCheck) => {
    checks.push(check);
    options.onCheck?.(check);
    return check.ok;
  };
  /** Times `work` and records its result as check `name`; an exception is a failed check. */
  async function step(name: BackupCheckName, work: () => Promise<CheckResult>) {
    const started = performance.now();
    const seconds = () => Number(((performance.now() - started) / 1000).toFixed(2));
    try {
      const result = await work();
      return record({ name, ok: result.problems.length === 0, ...result, seconds: seconds() });
    } catch (error) {
      const message = (error as Error).message;
      return record({
        name,
        ok: false,
        summary: 'failed',
        problems: [message],
        seconds: seconds(),
      });
    }
  }

  const made = options.file
    ? null
    : path.join(tmpdir(), `backup-verify-${process.pid}-${Date.now()}.dump`);
  const file = options.file ?? made!;
  let sourceCounts: TableCounts | null = null;
  const admin = new pg.Client({ connectionString: adminUrl });
  let connected = false;
  let created = false;
  try {
    const dumped = await step('dump', async () => {
      if (made) sourceCounts = await dumpWithCounts(options.sourceUrl, made);
      const { size } = await stat(file);
      if (size === 0) throw new Error(`${file} is empty`);
      return { summary: `${megabytes(size)}${made ? '' : ` (given: ${file})`}`, problems: [] };
    });
    if (!dumped) return { ok: false, checks, scratchDatabase: scratch, notes };

    const restored = await step('restore', async () => {
      await admin.connect();
      connected = true;
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'backup\\_verify\\_%' order by datname`,
      );
      if (leftovers.rows.length > 0) {
        const names = leftovers.rows.map((row) => row.datname).join(', ');
        notes.push(
          `other scratch databases: ${names} (killed runs, or one running now; drop them)`,
        );
      }
      // Never `drop … if exists` first: a name taken means another run's scratch database.
      await admin.query(`create database ${scratch}`);
      created = true;
      const { dbname, env } = libpq(onDatabase(adminUrl, scratch));
      await run(
        'pg_restore',
        ['--no-owner', '--exit-on-error', '--single-transaction', dbname, file],
        env,
      );
      const size = await admin.query<{ bytes: string }>(
        'select pg_database_size($1)::text as bytes',
        [scratch],
      );
      return {
        summary: `into ${scratch}, ${megabytes(Number(size.rows[0]!.bytes))}`,
        problems: [],
      };
    });
    if (!restored) return { ok: false, checks, scratchDatabase: scratch, notes };

    const copy = new pg.Client({ connectionString: onDatabase(adminUrl, scratch) });
    await copy.connect();
    try {
      await options.afterRestore?.(copy);
      await step('migrations', () => checkMigrations(copy, migrationsFolder));
      await step('ledger', () => checkLedger(copy));
      const counts = sourceCounts as TableCounts | null;
      if (counts) await step('rows', async () => compareCounts(counts, await countRows(copy)));
      else {
        record({
          name: 'rows',
          ok: true,
          skipped: true,
          summary: 'skipped: a given dump has no live source to compare with',
          problems: [],
          seconds: 0,
        });
      }
    } finally {
      await copy.end();
    }
    return { ok: checks.every((check) => check.ok), checks, scratchDatabase: scratch, notes };
  } finally {
    if (created) await admin.query(`drop database if exists ${scratch} with (force)`);
    if (connected) await admin.end();
    if (made) await rm(made, { force: true });
  }
}
