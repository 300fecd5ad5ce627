'use client';

import { useCallback } from 'react';
import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { gamePath, openRound } from '@/lib/api/games';
import type { RoundGameId } from '@/lib/games/registry';
import type { BetAnswer } from '@/lib/schemas/games';
import { useToken } from '@/lib/session/token';

/** The games whose rounds stay open on the server between actions. */
export type RoundGame = RoundGameId;
export type RoundOf<G extends RoundGame> = BetAnswer<G>;

/** The SWR key of a game's open round. */
export function openRoundKey(game: RoundGame) {
  return gamePath(game, 'round');
}

/**
 * The signed-in player's open hilo or miner round (`GET /api/v2/games/<game>/round`), so a
 * board picks its round up again after a reload; null when there is none, and for guests, who
 * make no call. `settle(bet)` keeps an action's answer (null: no round open any more);
 * `settle(undefined)` asks the server again.
 */
export function useOpenRound<G extends RoundGame>(game: G) {
  const token = useToken();
  const { data, isLoading, mutate } = useSWR(
    token ? openRoundKey(game) : null,
    () => openRound(browserApi(), game),
    { revalidateOnFocus: false },
  );
  const settle = useCallback(
    (next: RoundOf<G> | null | undefined) =>
      next === undefined ? mutate() : mutate(next, { revalidate: false }),
    [mutate],
  );
  return { round: token ? (data ?? null) : null, isLoading, settle };
}
