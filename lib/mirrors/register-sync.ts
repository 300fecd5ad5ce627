import {
  MIRROR_SYNC_INTERVAL_MS,
  SYNC_DATA_TAG,
  SYNC_MIRRORS_MESSAGE,
} from '@/lib/constants/mirrors';

/** Background sync's parts of a registration; browsers without them have neither. */
type SyncRegistration = ServiceWorkerRegistration & {
  sync?: { register(tag: string): Promise<void> };
  periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> };
};

export type MirrorSyncEnvironment = {
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistration' | 'ready' | 'controller'>;
  permissions?: Pick<Permissions, 'query'>;
  /** Refreshes the mirrors in the page (`syncData`), where there is no worker. */
  runInPage: () => Promise<unknown>;
  setInterval?: (run: () => void, ms: number) => unknown;
  clearInterval?: (id: unknown) => void;
};

/** Whether periodic background sync may run (Chromium grants it to installed apps). */
async function periodicSyncGranted(permissions: MirrorSyncEnvironment['permissions']) {
  try {
    const status = await permissions?.query({
      name: 'periodic-background-sync' as PermissionName,
    });
    return status?.state === 'granted';
  } catch {
    return false;
  }
}

/**
 * Keeps the mirror list and the stored API base fresh (spec §7, §9). With a service worker: a
 * one-off background sync `sync-data` now, and a periodic one (at least 10 minutes apart) where
 * the browser grants it; without periodic sync, the page posts `{type: 'syncMirrors'}` to the
 * worker every 10 minutes (at once too, when there is no background sync at all). Without a
 * worker the page runs `syncData()` itself, at once and every 10 minutes. Answers a stop.
 */
export function startMirrorSync({
  serviceWorker,
  permissions,
  runInPage,
  setInterval: every = (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: stopEvery = (id) => globalThis.clearInterval(id as number),
}: MirrorSyncEnvironment): () => void {
  let stopped = false;
  let timer: unknown;
  const repeat = (run: () => void, now: boolean) => {
    if (stopped) return;
    if (now) run();
    timer = every(run, MIRROR_SYNC_INTERVAL_MS);
  };
  const inPage = () => {
    runInPage().catch((error: unknown) => console.warn('mirrors: sync failed', error));
  };

  async function start() {
    const existing = await serviceWorker?.getRegistration().catch(() => undefined);
    if (!serviceWorker || !existing) return repeat(inPage, true);
    const registration = (await serviceWorker.ready) as SyncRegistration;
    let oneOff = false;
    if (registration.sync) {
      try {
        await registration.sync.register(SYNC_DATA_TAG);
        oneOff = true;
      } catch (error) {
        console.warn('mirrors: background sync not registered', error);
      }
    }
    if (registration.periodicSync && (await periodicSyncGranted(permissions))) {
      try {
        await registration.periodicSync.register(SYNC_DATA_TAG, {
          minInterval: MIRROR_SYNC_INTERVAL_MS,
        });
        return;
      } catch (error) {
        console.warn('mirrors: periodic background sync not registered', error);
      }
    }
    const post = () =>
      (serviceWorker.controller ?? registration.active)?.postMessage({
        type: SYNC_MIRRORS_MESSAGE,
      });
    repeat(post, !oneOff);
  }

  start().catch((error: unknown) => console.warn('mirrors: sync not started', error));
  return () => {
    stopped = true;
    if (timer !== undefined) stopEvery(timer);
  };
}
