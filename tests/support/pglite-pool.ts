import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '@/server/db/pglite-extensions';
import { migratedPgliteTemplate } from './pglite-template';
import { workerStore } from './worker-store';

/**
 * The embedded databases of test APIs (`api.ts`): a jest worker keeps the migrated PGlite
 * instances its files used and puts one back to the template's state for the next test API,
 * instead of loading a new one from the template each time (about a second of CPU; putting one
 * back takes a few tens of milliseconds). A file with two APIs open at once gets two.
 *
 * The worker keeps them in the store of `environments/main-context.ts`; in another environment
 * every test API gets a new instance, as before. Putting back: `DISCARD ALL` (advisory locks,
 * listeners, session settings), `TRUNCATE … RESTART IDENTITY` of every table that holds a row,
 * and the rows the migrations seeded and the sequences as the template had them. An instance
 * whose schema a file left changed (a trigger it did not drop) is closed rather than reused.
 */
export type PooledPglite = {
  client: PGlite;
  /** Gives it back to the worker for the next test API, or closes it if it is not kept. */
  release(): Promise<void>;
};

/** PGlite or one of its transactions: what the queries below need. */
type Queryable = Pick<PGlite, 'query'>;

type Template = {
  /** The rows the migrations seeded (`exchange_rates`, the VIP ladder…), as JSON per table. */
  seeded: Map<string, string>;
  /** Each sequence of the public schema and its value in the template (null: never used). */
  sequences: Map<string, string | null>;
  /** How many relations, triggers and functions the public schema has. */
  shape: string;
};

type Kept = {
  client: PGlite;
  template: Template;
  busy: boolean;
  /** In band: closes it when no test API takes it soon after the last one gave it back. */
  idle?: NodeJS.Timeout;
};

const KEY = 'pglite';
/** At most this many instances per worker (one API per file, rarely two or three at once). */
const KEPT_PER_WORKER = 3;
/**
 * How long an idle instance is kept when the tests run in band, in jest's own process, which
 * must exit after the last file: an instance's timers (PostgreSQL flushes its statistics 10 s
 * after a query) would keep it alive. The next file of a run takes it within milliseconds.
 */
const KEEP_IDLE_IN_BAND_MS = 500;
/** jest-worker's message to a worker that it is done (`CHILD_MESSAGE_END`). */
const JEST_WORKER_END = 2;

export async function acquirePglite(): Promise<PooledPglite> {
  const store = workerStore();
  const kept = (store?.get(KEY) as Kept[] | undefined) ?? [];
  store?.set(KEY, kept);
  for (const candidate of kept.filter((entry) => !entry.busy)) {
    clearTimeout(candidate.idle);
    candidate.busy = true;
    if (await putBack(candidate)) return keptHandle(candidate, kept);
    forget(candidate, kept);
  }
  const client = await PGlite.create({
    loadDataDir: await migratedPgliteTemplate(),
    extensions: PGLITE_EXTENSIONS,
  });
  if (!store || kept.length >= KEPT_PER_WORKER) {
    return { client, release: () => client.close() };
  }
  const fresh: Kept = { client, template: await readTemplate(client), busy: true };
  kept.push(fresh);
  closeWhenWorkerEnds(fresh, kept);
  return keptHandle(fresh, kept);
}

function keptHandle(entry: Kept, kept: Kept[]): PooledPglite {
  return {
    client: entry.client,
    release: async () => {
      entry.busy = false;
      // A jest worker keeps it to the end (closeWhenWorkerEnds): a file of another project
      // between two API files must not cost the next one a new instance.
      if (process.send) return;
      entry.idle = setTimeout(() => {
        if (!entry.busy) forget(entry, kept);
      }, KEEP_IDLE_IN_BAND_MS);
      entry.idle.unref();
    },
  };
}

function forget(entry: Kept, kept: Kept[]) {
  const index = kept.indexOf(entry);
  if (index >= 0) kept.splice(index, 1);
  void entry.client.close().catch(() => {});
}

/**
 * A jest worker (a child process) exits once jest tells it it is done and it has nothing left
 * to do; a kept instance's timers would hold it until jest kills it ("A worker process has
 * failed to exit gracefully"). So the worker closes its instances on that message.
 */
function closeWhenWorkerEnds(entry: Kept, kept: Kept[]) {
  if (!process.send) return;
  const onMessage = (message: unknown) => {
    if (!Array.isArray(message) || message[0] !== JEST_WORKER_END) return;
    process.off('message', onMessage);
    forget(entry, kept);
  };
  process.on('message', onMessage);
}

async function readTemplate(client: PGlite): Promise<Template> {
  const seeded = new Map<string, string>();
  for (const table of await tablesWithRows(client)) seeded.set(table, await rowsOf(client, table));
  return { seeded, sequences: await sequencesOf(client), shape: await shapeOf(client) };
}

/** The tables of the public schema whose heap is not empty: every table a test wrote to. */
async function tablesWithRows(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname = 'public' and pg_relation_size(c.oid) > 0`,
  );
  return rows.map((row) => row.name);
}

async function rowsOf(db: Queryable, table: string): Promise<string> {
  const { rows } = await db.query<{ rows: string | null }>(
    `select coalesce(json_agg(t), '[]')::text as rows from ${table} t`,
  );
  return rows[0]!.rows!;
}

async function sequencesOf(db: Queryable): Promise<Map<string, string | null>> {
  const { rows } = await db.query<{ name: string; last_value: string | null }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text
     from pg_sequences where schemaname = 'public'`,
  );
  return new Map(rows.map((row) => [row.name, row.last_value]));
}

async function shapeOf(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ shape: string }>(
    `select concat_ws(':',
       (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public'),
       (select count(*) from pg_trigger t join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'),
       (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public')) as shape`,
  );
  return rows[0]!.shape;
}

/** Puts the template's state back; false when the schema itself was changed. */
async function putBack({ client, template }: Kept): Promise<boolean> {
  try {
    await client.exec('DISCARD ALL');
    if ((await shapeOf(client)) !== template.shape) return false;
    await client.transaction(async (tx) => {
      const changed = [];
      for (const table of await tablesWithRows(tx)) {
        const rows = template.seeded.get(table);
        if (rows === undefined || (await rowsOf(tx, table)) !== rows) changed.push(table);
      }
      if (changed.length > 0) {
        await tx.exec(`TRUNCATE ${changed.join(', ')} RESTART IDENTITY CASCADE`);
      }
      // Seeded rows a test changed, or a cascade emptied, go back as the template had them.
      for (const [table, rows] of template.seeded) {
        if ((await rowsOf(tx, table)) === rows) continue;
        await tx.exec(`DELETE FROM ${table}`);
        await tx.query(
          `insert into ${table} overriding system value
           select * from json_populate_recordset(null::${table}, $1::json)`,
          [rows],
        );
      }
      for (const [name, value] of await sequencesOf(tx)) {
        const before = template.sequences.get(name);
        if (value === before) continue;
        await tx.query(
          before === null || before === undefined
            ? `alter sequence ${name} restart`
            : `select setval('${name}', ${Number(before)}, true)`,
        );
      }
    });
    return true;
  } catch (error) {
    // Correct either way (a new instance takes its place), but each such file costs a second.
    process.stderr.write(`pglite-pool: could not put an instance back: ${String(error)}\n`);
    return false;
  }
}
