'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { SlotRoundResult } from '@/lib/casino/sandbox/slot/round-result';
import { REELS } from '@/lib/casino/sandbox/slot/types';

/** Reel 1 stops this long after the result arrives, each next reel this much later. */
export const FIRST_STOP_MS = 650;
export const REEL_STOP_MS = 220;
/** How long a free spin's wins show before the next free spin starts. */
export const FREE_SPIN_PAUSE_MS = 1100;
/** Without motion the reels stop at once; free spins still show one after the other. */
const REDUCED_FREE_SPIN_PAUSE_MS = 400;

export type Playback = {
  /** The reels turn (waiting for the server, or before they stop). */
  busy: boolean;
  result: SlotRoundResult | null;
  /** The spin of the round on the reels (0 the base spin). */
  spin: number;
  /** Reels already stopped on that spin, 0–5. */
  stopped: number;
  /** The whole round has been shown. */
  done: boolean;
  /** The window the reels rest on while no round is shown: the last spin's. */
  resting: readonly (readonly string[])[] | null;
};

const IDLE: Playback = {
  busy: false,
  result: null,
  spin: 0,
  stopped: 0,
  done: false,
  resting: null,
};

/** The window a finished playback leaves on the reels. */
function restingOf(state: Playback) {
  const spins = state.result?.round.spins;
  return spins ? spins[spins.length - 1]!.grid : state.resting;
}

/**
 * The reels' timeline: `start` sets them turning, `land` gives them the server's round; the
 * reels then stop one by one, the round's free spins follow each other, and `done` marks the
 * end, when `onDone` hears of it. `cancel` stops everything (the server refused the spin).
 */
export function useSlotPlayback(reducedMotion: boolean, onDone: (result: SlotRoundResult) => void) {
  const [state, setState] = useState<Playback>(IDLE);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    const { result, spin, stopped, done } = state;
    if (!result || done) return;
    const spins = result.round.spins.length;
    let delay: number;
    let next: (current: Playback) => Playback;
    if (stopped < REELS) {
      delay = reducedMotion ? 0 : stopped === 0 ? FIRST_STOP_MS : REEL_STOP_MS;
      next = (current) => ({ ...current, stopped: current.stopped + 1 });
    } else if (spin < spins - 1) {
      delay = reducedMotion ? REDUCED_FREE_SPIN_PAUSE_MS : FREE_SPIN_PAUSE_MS;
      next = (current) => ({ ...current, spin: current.spin + 1, stopped: 0 });
    } else {
      const timer = setTimeout(() => {
        setState((current) => ({ ...current, busy: false, done: true }));
        onDoneRef.current(result);
      }, 0);
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(() => setState(next), delay);
    return () => clearTimeout(timer);
  }, [state, reducedMotion]);

  const start = useCallback(
    () => setState((current) => ({ ...IDLE, busy: true, resting: restingOf(current) })),
    [],
  );
  const land = useCallback(
    (result: SlotRoundResult) =>
      setState((current) => ({ ...current, busy: true, result, spin: 0, stopped: 0, done: false })),
    [],
  );
  const cancel = useCallback(
    () => setState((current) => ({ ...IDLE, resting: current.resting })),
    [],
  );
  return { state, start, land, cancel };
}
