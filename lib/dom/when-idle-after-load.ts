/** Calls `run` once the page has loaded and the browser is idle; returns a cancel function. */
export function whenIdleAfterLoad(run: () => void): () => void {
  let cancelIdle = () => {};
  const start = () => {
    // Safari has no requestIdleCallback; a timeout still lets the page's own work go first.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 2_000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 1);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancelIdle();
  };
}
