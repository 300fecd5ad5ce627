'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { CASINO_PATHS, casinoProviders } from '@/lib/api/office-casino';
import { useOfficeToken } from '@/lib/office/session';

/** Every casino studio with its counts, and each aggregator (`GET /operator/casino/providers`). */
export function useOfficeCasinoProviders() {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [CASINO_PATHS.providers, token] : null,
    () => casinoProviders(officeApi()),
  );
  return { catalogue: data, error, isLoading, mutate };
}
