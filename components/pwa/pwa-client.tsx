'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { NEW_VERSION_TOAST_ID } from '@/lib/constants/pwa';
import type { Locale } from '@/lib/i18n/config';
import { fetchLatestBuild, startBuildPoller } from '@/lib/pwa/build-poller';
import { reloadOnChunkError } from '@/lib/pwa/chunk-errors';
import { whenDocumentReady } from '@/lib/pwa/document-ready';
import { holdReload } from '@/lib/pwa/hold-reload';
import { listenForInstallPrompt } from '@/lib/pwa/install-prompt';
import { startServiceWorker } from '@/lib/pwa/service-worker';
import { toast } from '@/lib/toast';
import { InstallBanner } from './install-banner';
import styles from './pwa.module.css';

// The install offer can come before anything mounts: listen as soon as this module runs.
if (typeof window !== 'undefined') listenForInstallPrompt();

/**
 * The service worker runs in production builds; `NEXT_PUBLIC_SW_IN_DEV=1` turns it on under
 * `next dev` too (after a `npm run build` has written public/sw.js), README.
 */
const SERVICE_WORKER_ON =
  process.env.NODE_ENV === 'production' || process.env.NEXT_PUBLIC_SW_IN_DEV === '1';

/**
 * Non-React code (and the e2e) can hold reloads back too: `pwa:hold-reload` with `detail: true`
 * takes a hold, `false` gives it back.
 */
export const HOLD_RELOAD_EVENT = 'pwa:hold-reload';

/**
 * The installable app's side of every page (docs/ARCHITECTURE.md, "PWA"): the service worker
 * and its updates, the build poll, one "new version" toast for both, reloads after failed chunk
 * loads, and the install banner.
 */
export function PwaClient({ buildId }: { buildId: string }) {
  const t = useTranslations('Pwa');
  const locale = useLocale() as Locale;
  const labelsNow = () => ({
    text: t('newVersion'),
    reload: t('reload'),
    close: t('close'),
    locale,
  });
  const labels = useRef(labelsNow());
  useEffect(() => {
    labels.current = labelsNow();
  });

  useEffect(() => {
    const showNewVersion = (latest?: { id: string }) =>
      void showNewVersionToast(labels.current, latest?.id);
    const stops: (() => void)[] = [];
    try {
      if (SERVICE_WORKER_ON && 'serviceWorker' in navigator) {
        stops.push(
          whenDocumentReady(() =>
            stops.push(startServiceWorker({ onNewVersion: () => showNewVersion() })),
          ),
        );
      }
      if (SERVICE_WORKER_ON && buildId) {
        stops.push(startBuildPoller({ current: buildId, onUpdate: showNewVersion }));
      }
      const onRejection = (event: PromiseRejectionEvent) => void reloadOnChunkError(event.reason);
      const onError = (event: ErrorEvent) => void reloadOnChunkError(event.error);
      window.addEventListener('unhandledrejection', onRejection);
      window.addEventListener('error', onError);
      let release: (() => void) | undefined;
      const onHold = (event: Event) => {
        const hold = (event as CustomEvent<unknown>).detail === true;
        if (hold && !release) release = holdReload();
        if (!hold && release) {
          release();
          release = undefined;
        }
      };
      document.addEventListener(HOLD_RELOAD_EVENT, onHold);
      stops.push(() => {
        window.removeEventListener('unhandledrejection', onRejection);
        window.removeEventListener('error', onError);
        document.removeEventListener(HOLD_RELOAD_EVENT, onHold);
        release?.();
      });
    } catch (error) {
      // Spec §8: an app mount failure is logged so, and rethrown (the error boundary takes it).
      console.error('Error while mounting app:', error);
      throw error;
    }
    return () => {
      for (const stop of stops) stop();
    };
  }, [buildId]);

  return <InstallBanner />;
}

type ToastLabels = { text: string; reload: string; close: string; locale: Locale };

/**
 * The one "new version" toast (a fixed id: the SW and the build poll never show two), with what
 * the new build says it changed (its `builds/meta/{id}.json`) when it says so in this language.
 * The build poll names the new build; the service worker does not, so `builds/latest.json` does.
 */
async function showNewVersionToast(labels: ToastLabels, buildId?: string) {
  // Loaded when a new version shows up, never with a page (react-hot-toast too: lib/toast.ts).
  const [{ fetchBuildMeta, releaseNote }, id] = await Promise.all([
    import('@/lib/pwa/build-meta'),
    buildId ?? fetchLatestBuild().then((latest) => latest?.id),
  ]);
  const note = id ? releaseNote(await fetchBuildMeta(id), labels.locale) : null;
  toast.custom(
    (shown) => (
      <span className={styles.toast}>
        <span>{labels.text}</span>
        {note && (
          <span className={styles.toastNote} data-testid="new-version-note">
            {note}
          </span>
        )}
        <button
          type="button"
          className="btn btn-primary"
          data-testid="new-version-reload"
          onClick={() => window.location.reload()}
        >
          {labels.reload}
        </button>
        <button
          type="button"
          className={`btn ${styles.toastClose}`}
          aria-label={labels.close}
          onClick={() => toast.dismiss(shown.id)}
        >
          ×
        </button>
      </span>
    ),
    { id: NEW_VERSION_TOAST_ID, duration: Infinity },
  );
}
