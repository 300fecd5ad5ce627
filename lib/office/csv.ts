/** A cell of a CSV file: text or a number; nothing is an empty cell. */
export type CsvValue = string | number | null | undefined;

/** The byte order mark: without it Excel reads a UTF-8 file in the system's code page (Cyrillic breaks). */
export const CSV_BOM = '\uFEFF';

/** What a spreadsheet may take for a formula at the start of a cell (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell, RFC 4180: quoted when it holds a quote, a comma or a line break, quotes doubled.
 * Text that a spreadsheet would run as a formula gets a leading `'`; numbers stay numbers.
 */
export function csvCell(value: CsvValue): string {
  if (value == null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the BOM, then each row's cells joined by commas, rows ended by CRLF. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** `<name>-YYYY-MM-DD.csv`, the date in the browser's own calendar. */
export function csvFileName(name: string, now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${name}-${date}.csv`;
}
