import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** PostgreSQL's limit of bind parameters in one statement. */
const MAX_PARAMETERS = 65_535;

/**
 * `rows` in slices small enough that a multi-row statement binding `columns` values per row stays
 * under the parameter limit: one slice for any message the feed really sends.
 */
export function inChunks<T>(rows: readonly T[], columns: number): T[][] {
  const size = Math.floor(MAX_PARAMETERS / columns);
  const slices: T[][] = [];
  for (let at = 0; at < rows.length; at += size) slices.push(rows.slice(at, at + size));
  return slices;
}

/** `excluded.<column>`: the value a multi-row upsert proposed for the row, in its `do update set`. */
export const excluded = (column: AnyPgColumn) => sql`excluded.${sql.identifier(column.name)}`;

/** Columns of a table by the keys its rows carry them under (`{ oddsE4: sportOutcomes.oddsE4 }`). */
export type JsonColumns = Record<string, AnyPgColumn>;

/**
 * `insert into <table> (<columns>) select … from json_to_recordset(<rows>)`: a multi-row insert
 * of any size as one statement with one bind parameter, the rows as JSON. Unlike `values()` it
 * costs the query builder nothing per value (a message of 130 outcomes was ~1,300 parameters,
 * each built and bound one by one) and never meets the parameter limit. An `on conflict` clause
 * (`onConflictSet`) may follow.
 */
export function insertJsonRows<C extends JsonColumns>(
  table: PgTable,
  columns: C,
  rows: readonly { [K in keyof C]: unknown }[],
): SQL {
  const entries = Object.entries(columns);
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(entries.map(([key, column]) => [column.name, row[key]]))),
  );
  const names = sql.join(
    entries.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    entries.map(
      ([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`,
    ),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${json}::json) as r(${types})`;
}

/** `on conflict (<target>) do update set <column> = excluded.<column>, …` for a multi-row upsert. */
export function onConflictSet(target: readonly AnyPgColumn[], set: readonly AnyPgColumn[]): SQL {
  const identifiers = (columns: readonly AnyPgColumn[]) =>
    sql.join(
      columns.map((column) => sql.identifier(column.name)),
      sql`, `,
    );
  const assignments = sql.join(
    set.map((column) => sql`${sql.identifier(column.name)} = ${excluded(column)}`),
    sql`, `,
  );
  return sql`on conflict (${identifiers(target)}) do update set ${assignments}`;
}
