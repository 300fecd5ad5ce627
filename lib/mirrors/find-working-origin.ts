import { MIRROR_PROBE_TIMEOUT_MS } from '@/lib/constants/mirrors';
import type { MirrorOrigin } from '@/lib/schemas/marketing';
import { readMirrorRecord, type MirrorRecord } from './store';

export type FindWorkingOriginOptions = {
  read?: () => Promise<MirrorRecord | null>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Origins not to offer: the blocked one the page was asked on. */
  exclude?: string[];
};

/**
 * For the installed app on a blocked domain (the service worker's offline page): the first
 * stored mirror, in the order the mirror answer listed them, whose API answers `GET mirror`
 * within `timeoutMs` (all probed at once). An opaque answer is enough: it proves the host is
 * reachable, which is all a navigation needs. Null when none answers or none is stored.
 */
export async function findWorkingOrigin({
  read = () => readMirrorRecord(),
  fetch: fetchImpl = (...args) => fetch(...args),
  timeoutMs = MIRROR_PROBE_TIMEOUT_MS,
  exclude = [],
}: FindWorkingOriginOptions = {}): Promise<MirrorOrigin | null> {
  const record = await read().catch(() => null);
  const skip = new Set(exclude);
  const mirrors = (record?.mirrors ?? []).filter((mirror) => !skip.has(mirror.origin));
  const reachable = await Promise.all(
    mirrors.map(async (mirror) => {
      try {
        await fetchImpl(`${mirror.api.replace(/\/+$/, '')}/mirror`, {
          mode: 'no-cors',
          cache: 'no-store',
          signal: AbortSignal.timeout(timeoutMs),
        });
        return true;
      } catch {
        return false;
      }
    }),
  );
  return mirrors.find((_, index) => reachable[index]) ?? null;
}
