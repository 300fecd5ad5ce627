'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { DEPOSIT_PATHS, depositDetails } from '@/lib/api/office-deposits';
import { useOfficeToken } from '@/lib/office/session';

/** One deposit for staff (`GET /operator/deposits/{id}`): the invoice, its events and transfers. */
export function useOfficeDeposit(id: string) {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [DEPOSIT_PATHS.one(id), token] : null,
    () => depositDetails(officeApi(), id),
    { revalidateOnFocus: false },
  );
  return { deposit: data, error, isLoading, mutate };
}
