'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { PLAYER_PATHS, playerOverview } from '@/lib/api/office-players';
import { useOfficeToken } from '@/lib/office/session';

/**
 * A player's page for staff (`GET /operator/players/{id}`): profile, balances, limits, bonuses,
 * VIP standing, sign-ins, devices and notes.
 */
export function useOfficePlayer(userId: number) {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [PLAYER_PATHS.player(userId), token] : null,
    () => playerOverview(officeApi(), userId),
    { revalidateOnFocus: false },
  );
  return { overview: data, error, isLoading, mutate };
}
