'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import {
  PLAYER_PATHS,
  playerActivityPage,
  type PlayerActivityFilters,
} from '@/lib/api/office-players';
import { useOfficeToken } from '@/lib/office/session';

/** One page of a player's statement or bets (`GET /operator/players/{id}/activity`). */
export function useOfficePlayerActivity(
  userId: number,
  filters: PlayerActivityFilters,
  before: string | undefined,
) {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token
      ? [`${PLAYER_PATHS.player(userId)}/activity`, JSON.stringify(filters), before, token]
      : null,
    () => playerActivityPage(officeApi(), userId, filters, before),
    { keepPreviousData: true },
  );
  return { activity: data, error, isLoading, mutate };
}
