import { atom } from 'jotai';

/**
 * The time zone dates are shown in: the player's profile zone once signed in (spec §4),
 * otherwise the browser's. `null` until known.
 */
export const timezoneAtom = atom<string | null>(null);
