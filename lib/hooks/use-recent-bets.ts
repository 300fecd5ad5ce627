'use client';

import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { recentBets } from '@/lib/api/games';
import type { GameId } from '@/lib/games/registry';

/** How often the recent-bets strip asks again. */
export const RECENT_BETS_REFRESH_MS = 10_000;

/** The first element of the recent-bets SWR key; the second is the game. */
export const RECENT_BETS_KEY = 'api/v2/games/recent';

export function recentBetsKey(game: GameId) {
  return [RECENT_BETS_KEY, game] as const;
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
