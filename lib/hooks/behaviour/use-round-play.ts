'use client';

import { useCallback, useState } from 'react';
import type { GameSound } from '@/lib/sound/beep';
import { useGameSound } from '@/lib/hooks/behaviour/use-game-sound';
import { useOpenRound, type RoundGame, type RoundOf } from '@/lib/hooks/data/use-open-round';
import { usePlaceBet } from '@/lib/hooks/behaviour/use-place-bet';
import { useResultSound } from '@/lib/hooks/behaviour/use-result-sound';

/** The sound of an action's answer: a finished round's win or loss, or none. */
function finishedSound(bet: { status: string; payout: number }): GameSound | null {
  if (bet.status === 'open') return null;
  return bet.payout > 0 ? 'win' : 'lose';
}

/**
 * Plays a hilo or miner round: `bet` is the open round (picked up from the server after a
 * reload) or the round just finished; `start(send)` takes the stake (with the bet sound) and
 * `act(send)` any other action, both through `usePlaceBet` (Login modal, error toasts, balance
 * refresh), keeping the answer. An action that fails asks the server for the round again: it
 * may have ended elsewhere (another tab). Each answer's sound (`sound`, by default a finished
 * round's win or loss) plays once through `useResultSound`; a round picked up after a reload is
 * silent.
 */
export function useRoundPlay<G extends RoundGame>(
  game: G,
  sound: (bet: RoundOf<G>) => GameSound | null = finishedSound,
) {
  const { place, pending } = usePlaceBet();
  const { play: beep } = useGameSound();
  const { round, isLoading, settle } = useOpenRound(game);
  const [finished, setFinished] = useState<RoundOf<G> | null>(null);
  // The last answer of an action here, numbered so that each answer sounds once.
  const [answered, setAnswered] = useState<{ bet: RoundOf<G>; count: number } | null>(null);

  const answeredSound = answered ? sound(answered.bet) : null;
  useResultSound(
    answered && answeredSound ? `${answered.bet.id}:${answered.count}` : null,
    answeredSound ?? 'lose',
  );

  const act = useCallback(
    async (send: (key: string) => Promise<RoundOf<G>>) => {
      const answer = await place(send);
      if (!answer) {
        void settle(undefined);
        return null;
      }
      const open = answer.status === 'open';
      void settle(open ? answer : null);
      setFinished(open ? null : answer);
      setAnswered((before) => ({ bet: answer, count: (before?.count ?? 0) + 1 }));
      return answer;
    },
    [place, settle],
  );

  const start = useCallback(
    (send: (key: string) => Promise<RoundOf<G>>) =>
      act((key) => {
        beep('bet');
        return send(key);
      }),
    [act, beep],
  );

  const bet = round ?? finished;
  // `finished`: a round has just ended here (the board offers a new one).
  return { bet, finished: !round && finished !== null, isLoading, pending, start, act };
}
