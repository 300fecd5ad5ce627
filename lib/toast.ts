import type { Renderable } from 'react-hot-toast';

/**
 * Shows a notification. react-hot-toast (about 3.5 KB gzip) loads on the first one rather than
 * with the page, as most pages never show one; the layer that draws them (`ToastLayer`) loads it
 * anyway once the page is idle, so by the time a player acts it is usually there.
 */
/** How long a notification stays, in ms, where the layer's default is too short to read it. */
type Options = { duration?: number };

function show(kind: 'success' | 'error', message: Renderable, options?: Options) {
  void import('react-hot-toast').then(({ default: toast }) => toast[kind](message, options));
}

export const toast = {
  success: (message: Renderable, options?: Options) => show('success', message, options),
  error: (message: Renderable, options?: Options) => show('error', message, options),
};
