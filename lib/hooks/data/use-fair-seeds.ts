'use client';

import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { GAME_PATHS, fairSeeds } from '@/lib/api/games';
import { useToken } from '@/lib/session/token';

/** The SWR key of the player's current seed pair; bets move its nonce. */
export const FAIR_SEEDS_KEY = GAME_PATHS.seeds;

/** The signed-in player's seed pair (hash, client seed, next nonce); guests make no call. */
export function useFairSeeds() {
  const token = useToken();
  const { data, error, isLoading, mutate } = useSWR(token ? FAIR_SEEDS_KEY : null, () =>
    fairSeeds(browserApi()),
  );
  return { seeds: token ? data : undefined, error, isLoading, mutate };
}
