'use client';

import useSWR from 'swr';
import { BILLING_PATHS, billingHistory } from '@/lib/api/billing';
import { browserApi } from '@/lib/api/browser';
import type { HistoryType } from '@/lib/schemas/billing';
import { useToken } from '@/lib/session/token';

/** The first element of every history page's SWR key, to revalidate them all at once. */
export const HISTORY_KEY = BILLING_PATHS.history;

/** One page of the player's deposits and payouts, newest first. */
export function useBillingHistory(type: HistoryType, page: number, perPage: number) {
  const token = useToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [HISTORY_KEY, type, page, perPage] : null,
    () => billingHistory(browserApi(), { type, page, perPage }),
    { keepPreviousData: true },
  );
  return { data, error, isLoading, mutate };
}
