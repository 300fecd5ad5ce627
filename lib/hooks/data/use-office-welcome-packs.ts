'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { MARKETING_PATHS, welcomePacks } from '@/lib/api/office-marketing';
import { useOfficeToken } from '@/lib/office/session';

/** Every welcome pack with its steps (`GET /operator/bonuses/welcome-packs`). */
export function useOfficeWelcomePacks() {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [MARKETING_PATHS.welcomePacks, token] : null,
    () => welcomePacks(officeApi()),
  );
  return { packs: data?.data, error, isLoading, mutate };
}
