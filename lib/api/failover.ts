import { MIRROR_PROBE_TIMEOUT_MS } from '@/lib/constants/mirrors';
import { candidateBases, normalizeBase } from '@/lib/mirrors/candidates';
import type { MirrorRecord, MirrorRecordUpdate } from '@/lib/mirrors/store';

/**
 * Finds the API again when its base cannot be reached (spec §7, issue 20): the stored base
 * (`MyDatabase`, id 1), then the known mirrors, probed at once with `GET mirror`, each for at
 * most `timeoutMs`; the first in that order that answers is stored and becomes the client's base.
 * One search, bounded in time, no loop: when nothing answers the request fails as it did.
 */
export type Failover = {
  /** The base to use instead of `failedBase`, stored; null when no other base answers. */
  recover(failedBase: string): Promise<string | null>;
};

export type FailoverOptions = {
  read: () => Promise<MirrorRecord | null>;
  write: (update: MirrorRecordUpdate) => Promise<unknown>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  log?: (message: string) => void;
};

export function createFailover({
  read,
  write,
  fetch: fetchImpl = (...args) => fetch(...args),
  timeoutMs = MIRROR_PROBE_TIMEOUT_MS,
  log = (message) => console.warn(message),
}: FailoverOptions): Failover {
  async function answers(base: string) {
    try {
      const response = await fetchImpl(`${base}/mirror`, {
        headers: { accept: 'application/json' },
        // An answer the HTTP cache kept proves nothing about the host now.
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      });
      return response.ok;
    } catch {
      return false;
    }
  }

  return {
    async recover(failedBase) {
      const record = await read().catch(() => null);
      const bases = candidateBases(record, { exclude: [failedBase] });
      const results = await Promise.all(bases.map(answers));
      const next = bases.find((_, index) => results[index]) ?? null;
      if (!next) {
        log(
          `API unreachable at ${normalizeBase(failedBase)}; no other base answered (${bases.length} tried)`,
        );
        return null;
      }
      log(`API unreachable at ${normalizeBase(failedBase)}; switched to ${next}`);
      await write({ apiBase: next }).catch((error: unknown) =>
        log(`API base ${next} not stored: ${String(error)}`),
      );
      return next;
    },
  };
}
