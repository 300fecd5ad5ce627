'use client';

import useSWR from 'swr';
import { OFFICE_PATHS, officeApi, pendingPayouts } from '@/lib/api/office';
import { useOfficeToken } from '@/lib/office/session';

/** One page of the payouts waiting for a decision (`GET /operator/payouts?status=pending`), by cursor. */
export function usePendingPayouts(before: string | undefined) {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [OFFICE_PATHS.payouts, 'pending', before, token] : null,
    () => pendingPayouts(officeApi(), before),
    { keepPreviousData: true },
  );
  return { payouts: data, error, isLoading, mutate };
}
