import { redact, scrubText } from './redact';

/**
 * A JSON-lines logger: one line per event, `{"time","level","msg",...context,...fields}`, every
 * field passed through `redact`. No dependency and no Node-only import, so the API and the edge
 * middleware log alike; the sink and the level are settings a test or an entry point may swap.
 */

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFields = Record<string, unknown>;
/** Where finished lines go; tests swap it to read them. */
export type LogSink = (line: string, level: LogLevel) => void;
export type LogSettings = { level: LogLevel; sink: LogSink };

export type Logger = Record<LogLevel, (msg: string, fields?: LogFields) => void>;

/** The platform's console, one call per line (Node, the edge runtime and the browser all have it). */
export const consoleSink: LogSink = (line, level) => {
  console[level === 'debug' ? 'log' : level](line);
};

/** Changes `settings` in place; answers a function that puts the previous ones back. */
export function reconfigure(settings: LogSettings, changes: Partial<LogSettings>): () => void {
  const previous = { ...settings };
  Object.assign(settings, changes);
  return () => Object.assign(settings, previous);
}

/**
 * A logger over live `settings` (changed in place, a logger made earlier follows) and
 * `context`, read on every line: the request's id, for instance.
 */
export function createLogger(
  settings: LogSettings,
  context: () => LogFields | undefined = () => undefined,
): Logger {
  const write = (level: LogLevel, msg: string, fields?: LogFields) => {
    if (LOG_LEVELS.indexOf(level) < LOG_LEVELS.indexOf(settings.level)) return;
    const line = {
      time: new Date().toISOString(),
      level,
      msg: scrubText(msg),
      ...(redact(context() ?? {}) as LogFields),
      ...(redact(fields ?? {}) as LogFields),
    };
    let text: string;
    try {
      text = JSON.stringify(line);
    } catch {
      text = JSON.stringify({ time: line.time, level, msg: line.msg, unserializable: true });
    }
    settings.sink(text, level);
  };
  return {
    debug: (msg, fields) => write('debug', msg, fields),
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, fields) => write('error', msg, fields),
  };
}
