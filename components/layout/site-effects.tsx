'use client';

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { browserApi } from '@/lib/api/browser';
import { fetchMirror, fetchPublicSettings } from '@/lib/api/marketing';
import { setSsoLink } from '@/lib/api/sso';
import { settingsAtom } from '@/lib/atoms/settings';

/**
 * Once per page load: the public settings into the settings store, and the mirror answer's SSO
 * link for the API client (spec §3, §4, §7). Failures are only logged (spec §8). While the page
 * is open, the mirror list and the stored API base are kept fresh (background sync `sync-data`,
 * else every 10 minutes: spec §9).
 */
export function SiteEffects() {
  const setSettings = useSetAtom(settingsAtom);

  useEffect(() => {
    const api = browserApi();
    fetchPublicSettings(api)
      .then(setSettings)
      .catch((error: unknown) => console.warn('settings not loaded', error));
    fetchMirror(api, window.location)
      .then((mirror) => setSsoLink(mirror.sso))
      .catch((error: unknown) => console.warn('mirror not loaded', error));
  }, [setSettings]);

  // The mirror sync loads after the page: it is no part of what the page needs first.
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    import('@/lib/mirrors/register-sync')
      .then(({ startMirrorSync }) => {
        if (cancelled) return;
        stop = startMirrorSync({
          serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
          permissions: navigator.permissions,
          runInPage: async () => {
            const { syncData } = await import('@/lib/mirrors/sync-data');
            return syncData({ defaultBase: browserApi().baseUrl() });
          },
        });
      })
      .catch((error: unknown) => console.warn('mirrors: sync not loaded', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return null;
}
