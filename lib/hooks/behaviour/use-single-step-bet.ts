'use client';

import { useCallback, useState } from 'react';
import type { Bet } from '@/lib/schemas/games';
import type { GameSound } from '@/lib/sound/beep';
import { useGameSound } from '@/lib/hooks/behaviour/use-game-sound';
import { usePlaceBet } from '@/lib/hooks/behaviour/use-place-bet';
import { useResultSound } from '@/lib/hooks/behaviour/use-result-sound';
import { useStepReveal } from '@/lib/hooks/behaviour/use-step-reveal';

export type SingleStepBetOptions<T extends Bet> = {
  /** In how many steps the answer is revealed (keno's drawn numbers; 1 for a spin; 0: at once). */
  steps?: (bet: T) => number;
  /** How long each step takes: the board's animation. */
  stepMs?: number;
  /** The result sound of a bet: `win` when it paid anything back, unless the board says otherwise. */
  sound?: (bet: T) => GameSound;
};

const ONE_STEP = () => 1;
const PAID_BACK = (bet: Bet): GameSound => (bet.payout > 0 ? 'win' : 'lose');

/**
 * The bet lifecycle of a single-step board (dice, coinflip, roulette, keno, cases). `play(send)`
 * places a bet through `usePlaceBet` (Login modal, error notifications, balance and recent-bets
 * refresh) with the bet sound, and keeps its answer as `bet`; the answer is revealed over its
 * `steps` (all at once under prefers-reduced-motion): `shown` counts the steps shown, `landed`
 * says all are, and then the result sound plays once. `busy` holds while a bet is sent or
 * revealed; `play` does nothing then. `clear()` forgets the shown bet (the ticket changed).
 */
export function useSingleStepBet<T extends Bet>({
  steps = ONE_STEP,
  stepMs = 0,
  sound = PAID_BACK,
}: SingleStepBetOptions<T> = {}) {
  const { place, pending } = usePlaceBet();
  const { play: beep } = useGameSound();
  const [bet, setBet] = useState<T | null>(null);
  const total = bet ? steps(bet) : 0;
  const shown = useStepReveal(total, bet?.id ?? null, stepMs);
  const landed = bet !== null && shown >= total;
  const busy = pending || (bet !== null && !landed);

  useResultSound(landed ? bet.id : null, bet ? sound(bet) : 'lose');

  /** Places a bet; `onAnswer` sees the answer before it is shown (a coin's landing angle). */
  const play = useCallback(
    async (send: (key: string) => Promise<T>, onAnswer?: (answer: T) => void) => {
      if (busy) return null;
      const answer = await place((key) => {
        beep('bet');
        return send(key);
      });
      if (!answer) return null;
      onAnswer?.(answer);
      setBet(answer);
      return answer;
    },
    [busy, place, beep],
  );
  const clear = useCallback(() => setBet(null), []);

  return { bet, shown, landed, busy, pending, play, clear };
}
