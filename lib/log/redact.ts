/**
 * What may reach a log line. Logs are read by more people, kept longer and copied further than
 * the database, so nothing that opens an account or names a player goes there: values under
 * secret-sounding keys are dropped whole, strings are scrubbed of the secrets they carry
 * (drizzle's "params:", argon2 hashes, JWTs, Authorization values, e-mail addresses), and errors
 * keep only their class, a scrubbed message and stack, and a short code. No Node-only imports:
 * the edge middleware uses it too.
 */

export const REDACTED = '[redacted]';

/** Keys whose values are never logged, however deep (`password`, `passwordHash`, `set-cookie`, …). */
const SECRET_KEY =
  /pass(word|wd)?|hash|token|code|secret|authori[sz]ation|cookie|params|parameters|signature|api[-_]?key|private[-_]?key/i;

const MAX_STRING = 2_000;
const MAX_STACK = 4_000;
const MAX_DEPTH = 5;
const MAX_KEYS = 50;

/** Scrubs the secrets a free text may carry; the rest of the text stays readable. */
export function scrubText(text: string, max = MAX_STRING): string {
  // Most strings (routes, methods, ids) hold none of the marks every pattern below needs.
  const scrubbed = !/[@$:=]|eyJ|bearer|basic/i.test(text)
    ? text
    : text
        // drizzle: `Failed query: <sql>\nparams: <every bound value>` — the values go, the SQL stays.
        .replace(/(^|\s)params: [\s\S]*$/, `$1params: ${REDACTED}`)
        // PostgreSQL details that quote the offending value.
        .replace(
          /(Key \([^)]*\))=\([\s\S]*?\)(?= already exists| is not present|\.|$)/g,
          `$1=(${REDACTED})`,
        )
        .replace(/(invalid input (?:syntax|value) for [^:\n]*): [^\n]*/g, `$1: ${REDACTED}`)
        // `password=…`, `"token": "…"` in free text: the value goes, the name stays.
        .replace(
          /\b(pass(?:word|wd)?|secret|token|code|authorization|cookie|api[-_]?key)(["']?\s*[:=]\s*["']?)[^\s"',;&]+/gi,
          `$1$2${REDACTED}`,
        )
        .replace(/\$argon2(?:id|i|d)\$[^\s"',;)\]}]*/g, REDACTED)
        .replace(/\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, REDACTED)
        .replace(/\b(Bearer|Basic)\s+[\w~+/.=-]+/gi, `$1 ${REDACTED}`)
        .replace(
          /\b([^\s@"'<>(),;:]{1,64})@([\w-]+(?:\.[\w-]+)+)/g,
          (_, local: string, domain: string) => `${local.charAt(0)}***@${domain}`,
        );
  return scrubbed.length > max ? `${scrubbed.slice(0, max)}…` : scrubbed;
}

export type SafeError = {
  name: string;
  message: string;
  /** A short machine code (SQLSTATE `23505`, `ECONNRESET`), never a value. */
  code?: string;
  stack?: string;
  cause?: SafeError;
};

/**
 * An error as a log may show it. Drivers hang the query's values on their errors (drizzle's
 * `params`, PGlite's `params`, pg's `detail`, `where`, `parameters`); only the fields named here
 * survive, so whatever else an error carries is dropped.
 */
export function serializeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) {
    return { name: typeof error, message: scrubText(String(error)) };
  }
  // Some classes (drizzle's DrizzleQueryError) leave `name` as plain "Error".
  const name = (error.name !== 'Error' && error.name) || error.constructor?.name || 'Error';
  const message = scrubText(error.message);
  const code = (error as { code?: unknown }).code;
  const safe: SafeError = { name, message };
  if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$|^[0-9A-Z]{5}$/.test(code)) {
    safe.code = code;
  }
  if (error.stack) {
    // The stack starts with the raw message; only the frames are kept after the scrubbed one.
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    const stack = [`${name}: ${message}`, ...frames].join('\n');
    safe.stack = stack.length > MAX_STACK ? `${stack.slice(0, MAX_STACK)}…` : stack;
  }
  if (error.cause !== undefined && depth < 3) safe.cause = serializeError(error.cause, depth + 1);
  return safe;
}

/** A deep copy of `value` fit for a log line: secret keys dropped, strings scrubbed, errors made safe. */
export function redact(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return serializeError(value);
  if (typeof value === 'string') return scrubText(value);
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  }
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) return value.slice(0, MAX_KEYS).map((item) => redact(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, MAX_KEYS)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : redact(item, depth + 1);
  }
  return copy;
}
