import { onIdle } from './on-idle';

/** Calls `run` once the page has loaded and the browser is idle; returns a cancel function. */
export function whenIdleAfterLoad(run: () => void): () => void {
  let cancelIdle = () => {};
  const start = () => {
    cancelIdle = onIdle(run, 2_000);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancelIdle();
  };
}
