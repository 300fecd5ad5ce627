import type { Renderable } from 'react-hot-toast';

/**
 * Shows a notification. react-hot-toast (about 3.5 KB gzip) loads on the first one rather than
 * with the page, as most pages never show one; so does the layer that draws them (`ToastLayer`,
 * mounted by `Providers` through `whenToastShown`). react-hot-toast keeps its notifications in a
 * store of its own, so one shown before the layer is there appears as it mounts.
 */
/** How long a notification stays, in ms, where the layer's default is too short to read it. */
type Options = { duration?: number };

let shown = false;
const waiting = new Set<() => void>();

/**
 * Runs `listener` once the page shows its first notification, or at once if it has; answers a
 * function that stops waiting.
 */
export function whenToastShown(listener: () => void): () => void {
  if (shown) {
    listener();
    return () => {};
  }
  waiting.add(listener);
  return () => void waiting.delete(listener);
}

function show(kind: 'success' | 'error', message: Renderable, options?: Options) {
  if (!shown) {
    shown = true;
    for (const listener of waiting) listener();
    waiting.clear();
  }
  void import('react-hot-toast').then(({ default: toast }) => toast[kind](message, options));
}

export const toast = {
  success: (message: Renderable, options?: Options) => show('success', message, options),
  error: (message: Renderable, options?: Options) => show('error', message, options),
};
