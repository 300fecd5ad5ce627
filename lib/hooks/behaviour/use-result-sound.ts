'use client';

import { useEffect, useRef } from 'react';
import type { GameSound } from '@/lib/sound/beep';
import { useGameSound } from '@/lib/hooks/behaviour/use-game-sound';

/**
 * Plays a result's sound once, when the result is shown (`run` names it: a bet id once its
 * animation has ended, null before); silent while sounds are off.
 */
export function useResultSound(run: string | null, sound: GameSound) {
  const { play } = useGameSound();
  const played = useRef<string | null>(null);
  useEffect(() => {
    if (!run || played.current === run) return;
    played.current = run;
    play(sound);
  }, [run, sound, play]);
}
