import { AsyncLocalStorage } from 'node:async_hooks';
import { writeSync } from 'node:fs';
import {
  consoleSink,
  createLogger,
  reconfigure,
  type LogFields,
  type LogSettings,
  type LogSink,
} from '@/lib/log/logger';

/**
 * The server's logger. The API puts each request's id in `withLogContext`, and every line
 * logged while that request runs carries it, services' lines included, with no parameter to
 * pass along (AsyncLocalStorage follows the request through awaits).
 */

const scope = new AsyncLocalStorage<LogFields>();

/**
 * Info and debug lines (every request's access line among them) go to stdout together, once
 * per turn of the event loop: stdout on a pipe, as under a container or a log shipper, is
 * written synchronously on Linux, and one write per line cost a busy API a fifth of its CPU
 * (issue 15). Warnings and errors go out at once on stderr, as before, and what is still
 * buffered is written before the process exits.
 */
let buffered: string[] = [];
let flushing = false;
function flush() {
  flushing = false;
  if (buffered.length === 0) return;
  const text = buffered.join('\n') + '\n';
  buffered = [];
  process.stdout.write(text);
}
const batchedSink: LogSink = (line, level) => {
  if (level === 'warn' || level === 'error') return consoleSink(line, level);
  buffered.push(line);
  if (buffered.length >= 256) return flush();
  if (!flushing) {
    flushing = true;
    setImmediate(flush);
  }
};
process.on('exit', () => {
  if (buffered.length > 0) writeSync(1, buffered.join('\n') + '\n');
});

// Under jest every request would print its access line; tests that read lines capture them.
const settings: LogSettings = {
  level: process.env.NODE_ENV === 'test' ? 'warn' : 'info',
  sink: batchedSink,
};

export const log = createLogger(settings, () => scope.getStore());

/** Runs `fn` with `fields` on every line logged inside it. */
export function withLogContext<T>(fields: LogFields, fn: () => T): T {
  return scope.run(fields, fn);
}

/** Changes the level or the sink; answers a function that puts the previous ones back. */
export function configureLog(changes: Partial<LogSettings>): () => void {
  return reconfigure(settings, changes);
}
