'use client';

import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { gameSoundAtom } from '@/lib/atoms/game-sound';
import { beep, type GameSound } from '@/lib/sound/beep';

/** The game sound setting and a `play` that is silent while it is off. */
export function useGameSound() {
  const [enabled, setEnabled] = useAtom(gameSoundAtom);
  const play = useCallback(
    (sound: GameSound) => {
      if (enabled) beep(sound);
    },
    [enabled],
  );
  return { enabled, setEnabled, play };
}
