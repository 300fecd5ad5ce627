import { edgeLog } from './log';

/**
 * A small in-memory cache for the middleware's lookups (spec §8: lookups never break a page).
 * A fresh entry answers at once; a stale one answers at once and is refreshed in the background
 * (stale-while-revalidate); a missing one is loaded. A failed load is logged, answers
 * `undefined`, and is remembered briefly so a down API is not asked on every navigation.
 */
export type CacheOptions = {
  /** What the cache looks up, for the log line of a failed load (keys may name a visitor). */
  name: string;
  /** How long an answer is fresh. */
  ttlMs: number;
  /** How long after that a stale answer is still served while it is refreshed. */
  staleMs: number;
  /** How long a failure is remembered. */
  errorTtlMs?: number;
  /**
   * How long a load may take before it counts as failed, whatever the loader does. Concurrent
   * requests for a key wait on one load, so a load that never settles would hold every page
   * of that key for good; past this deadline they go on without it.
   */
  loadTimeoutMs?: number;
  /** Entries kept at most; the oldest go first. */
  max?: number;
  now?: () => number;
};

type Entry<T> = { value: T | undefined; freshUntil: number; staleUntil: number; failed: boolean };

export type LookupCache<T> = {
  get(
    key: string,
    load: () => Promise<T>,
    background?: (promise: Promise<unknown>) => void,
  ): Promise<T | undefined>;
  clear(): void;
};

export function createLookupCache<T>({
  name,
  ttlMs,
  staleMs,
  errorTtlMs = 5_000,
  loadTimeoutMs = 3_000,
  max = 5_000,
  now = Date.now,
}: CacheOptions): LookupCache<T> {
  const entries = new Map<string, Entry<T>>();
  const loading = new Map<string, Promise<T | undefined>>();

  function store(key: string, entry: Entry<T>) {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > max) entries.delete(entries.keys().next().value as string);
  }

  function load(key: string, loader: () => Promise<T>) {
    const pending = loading.get(key);
    if (pending) return pending;
    const started = withDeadline(loader(), loadTimeoutMs)
      .then((value) => {
        const at = now();
        store(key, {
          value,
          freshUntil: at + ttlMs,
          staleUntil: at + ttlMs + staleMs,
          failed: false,
        });
        return value as T | undefined;
      })
      .catch((error: unknown) => {
        edgeLog.warn('edge lookup failed', { lookup: name, error });
        const at = now();
        store(key, {
          value: undefined,
          freshUntil: at + errorTtlMs,
          staleUntil: at + errorTtlMs,
          failed: true,
        });
        return undefined;
      })
      .finally(() => loading.delete(key));
    loading.set(key, started);
    return started;
  }

  return {
    async get(key, loader, background) {
      const entry = entries.get(key);
      const at = now();
      if (entry && at < entry.freshUntil) return entry.value;
      if (entry && !entry.failed && at < entry.staleUntil) {
        const refresh = load(key, loader);
        background?.(refresh);
        return entry.value;
      }
      return load(key, loader);
    },
    clear() {
      entries.clear();
    },
  };
}

/** `work`, or a rejection once `ms` have passed without it settling. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
