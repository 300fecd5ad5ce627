'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { CASINO_PATHS, playerFreeSpins } from '@/lib/api/office-casino';
import { useOfficeToken } from '@/lib/office/session';

/** A player's free-spin grants (`GET /operator/casino/free-spins?user_id=`); none asked: null. */
export function useOfficeFreeSpins(userId: number | null) {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token && userId !== null ? [CASINO_PATHS.freeSpins, userId, token] : null,
    () => playerFreeSpins(officeApi(), userId!),
  );
  return { grants: data?.data, error, isLoading, mutate };
}
