/**
 * Calls `run` when the browser is next idle, at the latest after `timeoutMs`; Safari has no
 * `requestIdleCallback`, so there a timeout still lets the page's own work go first. Returns a
 * cancel function.
 */
export function onIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 1);
  return () => window.clearTimeout(handle);
}
