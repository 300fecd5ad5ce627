'use client';

import { useCallback, useState } from 'react';
import { useOpenRound, type RoundGame, type RoundOf } from './use-open-round';
import { usePlaceBet } from './use-place-bet';

/**
 * Plays a hilo or miner round: `bet` is the open round (picked up from the server after a
 * reload) or the round just finished; `act(send)` places a start or an action through
 * `usePlaceBet` (Login modal, error toasts, balance refresh) and keeps its answer. An action that
 * fails asks the server for the round again: it may have ended elsewhere (another tab).
 */
export function useRoundPlay<G extends RoundGame>(game: G) {
  const { place, pending } = usePlaceBet();
  const { round, isLoading, settle } = useOpenRound(game);
  const [finished, setFinished] = useState<RoundOf<G> | null>(null);

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
      return answer;
    },
    [place, settle],
  );

  const bet = round ?? finished;
  // `finished`: a round has just ended here (the board offers a new one).
  return { bet, finished: !round && finished !== null, isLoading, pending, act };
}
