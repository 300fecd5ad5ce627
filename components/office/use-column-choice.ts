'use client';

import { functionalUpdate, type ColumnVisibilityState, type Updater } from '@tanstack/react-table';
import { useState } from 'react';

const PREFIX = 'office:columns:';

/** localStorage, or nothing where it is refused (a sandboxed frame, a locked-down browser). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The hidden columns a list remembers: an array of column keys (a new column starts shown). */
function readHidden(storageKey: string): string[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(PREFIX + storageKey) ?? '[]');
    return Array.isArray(value) ? value.filter((key) => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Which columns of a list are shown, as TanStack's `columnVisibility`, remembered per list in
 * localStorage under `storageKey` (nothing is remembered without one). `required` columns are
 * always shown, whatever was stored. The office renders after hydration only, so the first
 * render can read the storage.
 */
export function useColumnChoice(storageKey: string | undefined, required: readonly string[]) {
  const [hidden, setHidden] = useState<string[]>(() => (storageKey ? readHidden(storageKey) : []));
  const visibility: ColumnVisibilityState = Object.fromEntries(
    hidden.filter((key) => !required.includes(key)).map((key) => [key, false]),
  );

  function onVisibilityChange(updater: Updater<ColumnVisibilityState>) {
    const next = functionalUpdate(updater, visibility);
    const nextHidden = Object.keys(next).filter((key) => !next[key] && !required.includes(key));
    setHidden(nextHidden);
    if (!storageKey) return;
    try {
      if (nextHidden.length) storage()?.setItem(PREFIX + storageKey, JSON.stringify(nextHidden));
      else storage()?.removeItem(PREFIX + storageKey);
    } catch {
      // A full or refused storage: the choice holds for this page only.
    }
  }

  return [visibility, onVisibilityChange] as const;
}
