'use client';

import { useSetAtom } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';
import { slipDrawerAtom } from '@/lib/atoms/bet-slip';

/** The slip's column on a wide screen: where "Go to bet slip" takes the focus. */
export const SLIP_COLUMN_ID = 'bet-slip';

const NARROW = '(max-width: 900px)';
const subscribe = (listener: () => void) => {
  const query = window.matchMedia?.(NARROW);
  query?.addEventListener?.('change', listener);
  return () => query?.removeEventListener?.('change', listener);
};
const readNarrow = () => window.matchMedia?.(NARROW).matches ?? false;

/** Whether the screen is narrow enough for the slip to live in a drawer behind a bar. */
export function useNarrowSlip() {
  return useSyncExternalStore(subscribe, readNarrow, () => false);
}

/**
 * Takes the keyboard to the slip, which comes after the whole line in the page's order (issue 42):
 * on a wide screen the focus moves to its column, on a narrow one its drawer opens and takes it.
 */
export function useGoToSlip() {
  const setOpen = useSetAtom(slipDrawerAtom);
  return useCallback(() => {
    if (readNarrow()) setOpen(true);
    else document.getElementById(SLIP_COLUMN_ID)?.focus();
  }, [setOpen]);
}
