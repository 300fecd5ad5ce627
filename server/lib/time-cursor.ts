import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Paging newest first through a table whose ids are UUIDs (deposits, payouts): the order is the
 * row's time, then its id, and a page's cursor is its last row's time to the microsecond (as
 * the database keeps it; a JavaScript date has milliseconds only) and id, `<time>~<uuid>`, as
 * `timeCursorSchema` (lib/schemas/common.ts) checks it. Two rows of one instant still have an
 * order, so none is skipped or repeated between pages.
 */
export type TimeCursor = { at: string; id: string };

/** The cursor `before` names (already checked by its schema), or null for the first page. */
export function readTimeCursor(before: string | undefined): TimeCursor | null {
  if (!before) return null;
  const [at, id] = before.split('~');
  return { at: at!, id: id! };
}

/**
 * Rows after the cursor in the newest-first order. The plain bound on the time lets a
 * `(…, time, id)` index start its range there; the row comparison is the exact tie-break.
 */
export function olderThan(time: AnyColumn, id: AnyColumn, cursor: TimeCursor): SQL {
  return sql`(${time} <= ${cursor.at}::timestamptz and (${time}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid))`;
}

/** The row's time as a cursor writes it: UTC, to the microsecond. */
export const cursorTime = (time: AnyColumn) =>
  sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A page from `limit + 1` rows read: the first `limit`, and the next page's cursor when there
 * was one more.
 */
export function pageOf<T extends { id: string; cursorAt: string }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    next: rows.length > limit && last ? `${last.cursorAt}~${last.id}` : null,
  };
}
