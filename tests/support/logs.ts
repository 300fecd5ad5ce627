import { configureLog } from '@/server/lib/log';

export type LogLine = {
  time: string;
  level: 'debug' | 'info' | 'warn' | 'error';
  msg: string;
  requestId?: string;
  [field: string]: unknown;
};

/**
 * Reads what the server logs, every level, through the logger's sink (not the console): `raw`
 * holds the lines as written, `lines` parsed. `stop()` puts the sink and level back.
 */
export function captureLogs() {
  const raw: string[] = [];
  const lines: LogLine[] = [];
  const stop = configureLog({
    level: 'debug',
    sink: (line) => {
      raw.push(line);
      lines.push(JSON.parse(line) as LogLine);
    },
  });
  return {
    raw,
    lines,
    stop,
    /** Empties what was captured so far. */
    clear() {
      raw.length = 0;
      lines.length = 0;
    },
  };
}
