import type { Renderable, Toast, ToastOptions } from 'react-hot-toast';

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

/** react-hot-toast, loaded with the first notification; the layer is told to mount then. */
function library() {
  if (!shown) {
    shown = true;
    for (const listener of waiting) listener();
    waiting.clear();
  }
  return import('react-hot-toast').then((module) => module.default);
}

export const toast = {
  success: (message: Renderable, options?: Options) =>
    void library().then((toast) => toast.success(message, options)),
  error: (message: Renderable, options?: Options) =>
    void library().then((toast) => toast.error(message, options)),
  /** A notification drawn by `render`, with react-hot-toast's options (a fixed id, a duration). */
  custom: (render: (shown: Toast) => Renderable, options?: ToastOptions) =>
    void library().then((toast) => toast(render, options)),
  dismiss: (id: string) => void library().then((toast) => toast.dismiss(id)),
};
