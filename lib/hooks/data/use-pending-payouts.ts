'use client';

import useSWR from 'swr';
import { OFFICE_PATHS, officeApi, pendingPayouts } from '@/lib/api/office';
import { useOfficeToken } from '@/lib/office/session';

/** The payouts waiting for a decision (`GET /operator/payouts?status=pending`), one page. */
export function usePendingPayouts(page: number) {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [OFFICE_PATHS.payouts, 'pending', page, token] : null,
    () => pendingPayouts(officeApi(), page),
    { keepPreviousData: true },
  );
  return { payouts: data, error, isLoading, mutate };
}
