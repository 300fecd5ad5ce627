import { SW_UPDATE_CHECK_MS } from '@/lib/constants/pwa';
import { isReloadHeld, whenReloadAllowed } from './hold-reload';
import { guardedReload } from './reload-guard';

export type ServiceWorkerOptions = {
  /** Told when a new version is there but the page cannot reload now (held, or just reloaded). */
  onNewVersion: () => void;
  container?: ServiceWorkerContainer;
  reload?: () => boolean;
  visible?: () => boolean;
};

/**
 * Registers `/sw.js` for the whole site without the HTTP cache (spec §7) and keeps it current
 * (spec §4, §9): the file is fetched again every 20 s while the page is visible; when a new
 * worker takes control the page reloads, except on the first install (nothing controlled the
 * page before), at most once per path within 10 s, and only once no game round or deposit
 * checkout holds reloads back. Returns the stop function.
 */
export function startServiceWorker(options: ServiceWorkerOptions): () => void {
  const {
    onNewVersion,
    container = navigator.serviceWorker,
    reload = () => guardedReload(),
    visible = () => document.visibilityState === 'visible',
  } = options;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let cancelWait: (() => void) | undefined;
  // A page that no worker controlled gets its first one without a reload.
  let controlled = container.controller !== null;

  const onControllerChange = () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (isReloadHeld()) onNewVersion();
    cancelWait?.();
    cancelWait = whenReloadAllowed(() => {
      if (!stopped && !reload()) onNewVersion();
    });
  };
  container.addEventListener('controllerchange', onControllerChange);

  container
    .register('/sw.js', { scope: '/', updateViaCache: 'none' })
    .then((registration) => {
      if (stopped) return;
      timer = setInterval(() => {
        if (visible()) registration.update().catch(() => undefined);
      }, SW_UPDATE_CHECK_MS);
    })
    .catch((error: unknown) => console.warn('Service worker registration failed', error));

  return () => {
    stopped = true;
    clearInterval(timer);
    cancelWait?.();
    container.removeEventListener('controllerchange', onControllerChange);
  };
}
