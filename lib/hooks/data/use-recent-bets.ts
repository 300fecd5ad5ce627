'use client';

import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { gamePath, recentBets } from '@/lib/api/games';
import type { GameId } from '@/lib/games/registry';

/** How often the recent-bets strip asks again. */
export const RECENT_BETS_REFRESH_MS = 10_000;

/** The SWR key of a game's recent bets: the call's path. */
export function recentBetsKey(game: GameId) {
  return gamePath(game, 'recent');
}

/** The last settled bets of everyone in a game, polled every 10 s; guests see them too. */
export function useRecentBets(game: GameId) {
  const { data, error, isLoading, mutate } = useSWR(
    recentBetsKey(game),
    () => recentBets(browserApi(), game),
    { refreshInterval: RECENT_BETS_REFRESH_MS, keepPreviousData: true },
  );
  return { bets: data, error, isLoading, mutate };
}
