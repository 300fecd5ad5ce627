'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { DEPOSIT_PATHS, depositsPage, type DepositFilters } from '@/lib/api/office-deposits';
import { useOfficeToken } from '@/lib/office/session';

/** One page of deposits (`GET /operator/deposits`), newest first, from the cursor `before`. */
export function useOfficeDeposits(filters: DepositFilters, before: string | undefined) {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [DEPOSIT_PATHS.list, JSON.stringify(filters), before, token] : null,
    () => depositsPage(officeApi(), filters, before),
    { keepPreviousData: true },
  );
  return { page: data, error, isLoading, mutate };
}
