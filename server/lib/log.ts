import { AsyncLocalStorage } from 'node:async_hooks';
import {
  consoleSink,
  createLogger,
  reconfigure,
  type LogFields,
  type LogSettings,
} from '@/lib/log/logger';

/**
 * The server's logger. The API puts each request's id in `withLogContext`, and every line
 * logged while that request runs carries it, services' lines included, with no parameter to
 * pass along (AsyncLocalStorage follows the request through awaits).
 */

const scope = new AsyncLocalStorage<LogFields>();
// Under jest every request would print its access line; tests that read lines capture them.
const settings: LogSettings = {
  level: process.env.NODE_ENV === 'test' ? 'warn' : 'info',
  sink: consoleSink,
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
