import { MIRROR_PROBE_TIMEOUT_MS } from '@/lib/constants/mirrors';
import { candidateBases } from './candidates';
import { readMirrorRecord, writeMirrorRecord, type MirrorRecord } from './store';

export type SyncDataOptions = {
  /** The base the API client starts from (`apiBaseUrl(location)`): asked first. */
  defaultBase: string;
  fetch?: typeof fetch;
  /** IndexedDB; the global one by default. */
  factory?: IDBFactory;
  now?: () => number;
  timeoutMs?: number;
};

/**
 * Refreshes the mirror list and the stored API base (spec §3, §7, §9), from the page or the
 * service worker: no DOM, no React. `GET mirror` is asked of the default base, then the stored
 * one, then the known mirrors, one after another; the first valid answer stores the base that
 * gave it and the mirrors it lists. Answers the new record, or null when no base answered (logged,
 * as every failed mirror call is: spec §8).
 */
export async function syncData({
  defaultBase,
  fetch: fetchImpl = fetch,
  factory,
  now = Date.now,
  timeoutMs = MIRROR_PROBE_TIMEOUT_MS,
}: SyncDataOptions): Promise<MirrorRecord | null> {
  const stored = await readMirrorRecord(factory).catch((error: unknown) => {
    console.warn('mirrors: MyDatabase not readable', error);
    return null;
  });
  for (const base of candidateBases(stored, { first: defaultBase })) {
    let answer;
    try {
      const response = await fetchImpl(`${base}/mirror`, {
        headers: { accept: 'application/json' },
        // An answer the HTTP cache kept proves nothing about the host now.
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      // The schema (zod/mini's) loads with the first answer, never in the page's first load.
      const { mirrorAnswerSchema } = await import('@/lib/schemas/every-page');
      answer = mirrorAnswerSchema.parse(await response.json());
    } catch (error) {
      console.warn(`mirrors: GET mirror failed at ${base}`, error);
      continue;
    }
    return writeMirrorRecord(
      { apiBase: base, mirrors: answer.mirrors, refreshedAt: now() },
      factory,
    ).catch((error: unknown) => {
      console.warn('mirrors: MyDatabase not writable', error);
      return null;
    });
  }
  console.warn('mirrors: no API base answered GET mirror');
  return null;
}
