'use client';

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function query(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined;
}

function subscribe(listener: () => void) {
  const list = query();
  list?.addEventListener?.('change', listener);
  return () => list?.removeEventListener?.('change', listener);
}

/** Whether the visitor asked for less motion; results then appear at once, without animation. */
export function useReducedMotion() {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
