import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

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
