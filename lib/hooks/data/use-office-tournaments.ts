'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { MARKETING_PATHS, operatorTournaments } from '@/lib/api/office-marketing';
import { useOfficeToken } from '@/lib/office/session';

/** Every tournament, newest first, with its terms and places (`GET /operator/tournaments`). */
export function useOfficeTournaments() {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [MARKETING_PATHS.tournaments, token] : null,
    () => operatorTournaments(officeApi()),
  );
  return { tournaments: data?.data, error, isLoading, mutate };
}
