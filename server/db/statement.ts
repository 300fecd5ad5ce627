import 'server-only';
import { getTableColumns, type Column, type InferSelectModel, type Table } from 'drizzle-orm';
import type { Db } from './client';

/**
 * A statement of a hot path written once as SQL with `$n` parameters, for the few statements
 * every bet makes (issue 41). Building one through drizzle's query builder and mapping its row
 * back cost the API more CPU than PostgreSQL spent running it; this text is built once, and on
 * PostgreSQL it is a named prepared statement, parsed and planned once per connection. `name`
 * must be unique to its text across the process.
 */
export type Statement = { readonly name: string; readonly text: string };

/** What `runStatement` needs of a drizzle session: its driver's client and its logger. */
type Session = {
  client: {
    query(
      statement: string | { name: string; text: string; values: unknown[] },
      values?: unknown[],
    ): Promise<{ rows: unknown[] }>;
  };
  logger: { logQuery(query: string, params: unknown[]): void };
};

/** PGlite's clients (the database and its transactions) have `exec`; node-postgres' have not. */
const isPglite = (client: Session['client']) => 'exec' in client;

/**
 * Runs `statement` with `values` on `db`'s own connection (a transaction's, when `db` is one) and
 * answers its rows as the driver parsed them: on either driver int8 may come back as a string,
 * so callers read it through `Number`. PGlite has no named statements over its driver and runs
 * the text as any other query. Logged as drizzle logs its own, so what counts statements
 * (`tests/api/games/round-trips.test.ts`) sees these too.
 */
export async function runStatement<Row>(
  db: Db,
  statement: Statement,
  values: unknown[],
): Promise<Row[]> {
  // drizzle keeps the session off its public types; every Db and transaction has one.
  const { client, logger } = (db as unknown as { session: Session }).session;
  logger.logQuery(statement.text, values);
  const result = isPglite(client)
    ? await client.query(statement.text, values)
    : await client.query({ name: statement.name, text: statement.text, values });
  return result.rows as Row[];
}

type Columns = Array<[key: string, column: Column]>;
const columnsOf = new WeakMap<Table, Columns>();

/**
 * A row of `table` as drizzle would answer it, from a `Statement`'s row or from one of its rows
 * built as JSON (`row_to_json`, `json_agg`): each column by its SQL name, through the column's
 * own mapping (a timestamp's text to a Date, int8 to a number, jsonb's text parsed).
 */
export function rowOf<T extends Table>(
  table: T,
  raw: Record<string, unknown>,
): InferSelectModel<T> {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsOf.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
