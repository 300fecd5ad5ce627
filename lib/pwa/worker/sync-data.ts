/// <reference lib="webworker" />
import { apiBaseUrl } from '@/lib/api/base-url';
import { SYNC_DATA_TAG, SYNC_MIRRORS_MESSAGE } from '@/lib/constants/mirrors';
import { syncData } from '@/lib/mirrors/sync-data';

/** A `sync` or `periodicsync` event: neither is in TypeScript's worker library. */
type TaggedSyncEvent = ExtendableEvent & { tag?: string };

/**
 * The service worker's part of the blocked-domain rules (spec §7, §9): the `sync` and
 * `periodicsync` events tagged `sync-data` and the page's `{type: 'syncMirrors'}` message each
 * run `syncData()`, which refreshes the mirror list and the API base stored in `MyDatabase`.
 * The worker's own origin gives the default base, as `location` gives the page's.
 */
export function installSyncData(scope: ServiceWorkerGlobalScope): void {
  const run = () => syncData({ defaultBase: apiBaseUrl(scope.location) });
  const onSync = (event: Event) => {
    const sync = event as TaggedSyncEvent;
    if (sync.tag === SYNC_DATA_TAG) sync.waitUntil(run());
  };
  scope.addEventListener('sync', onSync);
  scope.addEventListener('periodicsync', onSync);
  scope.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (
      typeof data === 'object' &&
      data !== null &&
      (data as { type?: unknown }).type === SYNC_MIRRORS_MESSAGE
    ) {
      event.waitUntil(run());
    }
  });
}
