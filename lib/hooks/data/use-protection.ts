'use client';

import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { PROTECTION_PATHS, fetchProtection } from '@/lib/api/protection';
import { useToken } from '@/lib/session/token';

/** The first element of the protection's SWR key, to revalidate it from anywhere. */
export const PROTECTION_KEY = PROTECTION_PATHS.protection;

/**
 * The signed-in player's protection (issue 34): limits, reality check, a break, net deposits.
 * One call however many parts of the page read it; guests make none. Keyed by the token, so
 * another player signing in never sees the one before.
 */
export function useProtection() {
  const token = useToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [PROTECTION_KEY, token] : null,
    () => fetchProtection(browserApi()),
    { keepPreviousData: true, shouldRetryOnError: false, dedupingInterval: 5_000 },
  );
  return { protection: token ? data : undefined, error, isLoading, mutate };
}
