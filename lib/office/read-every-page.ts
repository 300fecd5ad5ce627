/** The most rows a list exports at once; past it the file holds the first ones and says so. */
export const EXPORT_ROW_LIMIT = 10_000;

/** One page of a list as an export reads it: its rows and the cursor of the next, null on the last. */
export type ExportPage<T, C> = { rows: readonly T[]; next: C | null | undefined };

/**
 * Every page of one query, through its cursor, for an export: stops at the last page or once
 * more than `limit` rows are in (so the caller can tell the file was cut).
 */
export async function readEveryPage<T, C>(
  readPage: (cursor: C | undefined) => Promise<ExportPage<T, C>>,
  limit: number = EXPORT_ROW_LIMIT,
): Promise<T[]> {
  const rows: T[] = [];
  let cursor: C | undefined;
  for (;;) {
    const page = await readPage(cursor);
    rows.push(...page.rows);
    if (page.next == null || page.next === cursor || rows.length > limit) return rows;
    cursor = page.next;
  }
}
