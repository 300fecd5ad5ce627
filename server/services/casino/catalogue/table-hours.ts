/**
 * Whether a table with opening hours `open`–`close` (`HH:MM` UTC) is open at `now`. Both null: open
 * around the clock. A close before the open runs past midnight (22:00–04:00).
 */
export function isOpenAt(now: Date, open: string | null, close: string | null): boolean {
  if (open === null || close === null) return true;
  const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
  const from = minutesOf(open);
  const to = minutesOf(close);
  if (from === null || to === null) return true;
  return from <= to ? minute >= from && minute < to : minute >= from || minute < to;
}

function minutesOf(time: string) {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
