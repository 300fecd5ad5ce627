import { onIdle } from './on-idle';

/** What a visitor does before any click or key can open something: a pointer, a touch, a key. */
const INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

let interacted = false;

/**
 * Calls `run` once the visitor has interacted with the page (moved the pointer, touched it,
 * pressed a key, scrolled with a wheel), when the browser is next idle; at once (when idle) if
 * they already have. Code that only an action of theirs can need (a dialog, issue 41) then loads
 * ahead of that action, but never for a visit that only reads: a crawler, a preview, a bench.
 * Returns a cancel function.
 */
export function whenInteracted(run: () => void): () => void {
  let cancelIdle = () => {};
  const start = () => {
    interacted = true;
    stopListening();
    cancelIdle = onIdle(run, 500);
  };
  const options = { capture: true, passive: true } as const;
  const stopListening = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, start, options);
  };
  if (interacted) start();
  else for (const type of INTERACTIONS) window.addEventListener(type, start, options);
  return () => {
    stopListening();
    cancelIdle();
  };
}
