import type { Renderable } from 'react-hot-toast';

/**
 * Shows a notification. react-hot-toast (about 3.5 KB gzip) loads on the first one rather than
 * with the page, as most pages never show one; the layer that draws them (`ToastLayer`) loads it
 * anyway once the page is idle, so by the time a player acts it is usually there.
 */
function show(kind: 'success' | 'error', message: Renderable) {
  void import('react-hot-toast').then(({ default: toast }) => toast[kind](message));
}

export const toast = {
  success: (message: Renderable) => show('success', message),
  error: (message: Renderable) => show('error', message),
};
