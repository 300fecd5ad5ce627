'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { CASINO_PATHS, casinoGamesPage, type CasinoGameFilters } from '@/lib/api/office-casino';
import { useOfficeToken } from '@/lib/office/session';

/** One page of the catalogue as staff see it (`GET /operator/casino/games`), from `before`. */
export function useOfficeCasinoGames(filters: CasinoGameFilters, before: number | undefined) {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [CASINO_PATHS.games, JSON.stringify(filters), before, token] : null,
    () => casinoGamesPage(officeApi(), filters, before),
    { keepPreviousData: true },
  );
  return { page: data, error, isLoading, mutate };
}
