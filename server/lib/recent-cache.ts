/**
 * What a process remembers for a few seconds to spare a lookup per request (a session, a checked
 * token): a bounded map whose entries live until a time, the oldest dropped first once `max` is
 * reached. Nothing here is shared between instances; callers say how stale a value may be.
 */
export type RecentCache<V> = {
  /**
   * The value remembered for `key` while it lives and `holds` says it still does; otherwise
   * `load`'s answer, remembered for `ttlMs` unless it is null (what was not found is asked
   * again, so it can appear at once).
   */
  get(
    key: string,
    options: {
      now: number;
      ttlMs: number;
      holds: (value: V) => boolean;
      load: () => Promise<V | null>;
    },
  ): Promise<V | null>;
  delete(key: string): void;
  /** Forgets every value `match` picks. */
  deleteWhere(match: (value: V) => boolean): void;
};

export function createRecentCache<V>(max: number): RecentCache<V> {
  const entries = new Map<string, { value: V; until: number }>();
  return {
    async get(key, { now, ttlMs, holds, load }) {
      const hit = entries.get(key);
      if (hit && hit.until > now && holds(hit.value)) return hit.value;
      const value = await load();
      entries.delete(key);
      if (value !== null) {
        if (entries.size >= max) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, until: now + ttlMs });
      }
      return value;
    },
    delete(key) {
      entries.delete(key);
    },
    deleteWhere(match) {
      for (const [key, entry] of entries) if (match(entry.value)) entries.delete(key);
    },
  };
}
