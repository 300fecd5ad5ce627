import { useEffect } from 'react';

/**
 * Reasons not to reload the page right now: an open game round, a deposit checkout (spec §4: an
 * update waits for them). A module-level count, so it works from any component without a store
 * and outside React (the update code runs in an effect of its own).
 */
let holds = 0;
const released = new Set<() => void>();

/** Takes one hold; the returned function gives it back (once). */
export function holdReload(): () => void {
  holds += 1;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    holds -= 1;
    if (holds === 0) for (const listener of [...released]) listener();
  };
}

/** Whether anything holds reloads back now. */
export function isReloadHeld(): boolean {
  return holds > 0;
}

/** Runs `run` now if nothing holds reloads back, else once the last hold is given back. */
export function whenReloadAllowed(run: () => void): () => void {
  if (holds === 0) {
    run();
    return () => {};
  }
  const listener = () => {
    released.delete(listener);
    run();
  };
  released.add(listener);
  return () => released.delete(listener);
}

/** Holds reloads back while `active` (a round or a checkout is open in this component). */
export function useHoldReload(active: boolean): void {
  useEffect(() => (active ? holdReload() : undefined), [active]);
}
