import { atomWithStorage } from 'jotai/utils';

export const GAME_SOUND_STORAGE_KEY = 'gameSound';

/** Whether the game boards make sounds: off until turned on, kept in local storage. */
export const gameSoundAtom = atomWithStorage<boolean>(GAME_SOUND_STORAGE_KEY, false);
