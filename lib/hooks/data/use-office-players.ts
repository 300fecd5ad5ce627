'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { PLAYER_PATHS, playersPage, type PlayerSearchFilters } from '@/lib/api/office-players';
import { useOfficeToken } from '@/lib/office/session';

/** One page of the player search (`GET /operator/players`), newest first, from the cursor `before`. */
export function useOfficePlayers(filters: PlayerSearchFilters, before: number | undefined) {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [PLAYER_PATHS.players, JSON.stringify(filters), before, token] : null,
    () => playersPage(officeApi(), filters, before),
    { keepPreviousData: true },
  );
  return { page: data, error, isLoading, mutate };
}
