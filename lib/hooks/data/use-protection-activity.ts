'use client';

import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { PROTECTION_PATHS, fetchActivity } from '@/lib/api/protection';
import { useToken } from '@/lib/session/token';

/** Deposits, payouts, stakes and returns per product per month; guests make no call. */
export function useProtectionActivity() {
  const token = useToken();
  const { data, error, mutate } = useSWR(
    token ? [PROTECTION_PATHS.activity, token] : null,
    () => fetchActivity(browserApi()),
    { keepPreviousData: true, shouldRetryOnError: false },
  );
  return { activity: token ? data : undefined, error, mutate };
}
