'use client';

import useSWR from 'swr';
import { OFFICE_PATHS, officeApi, staffAccounts } from '@/lib/api/office';
import { useOfficeToken } from '@/lib/office/session';

/** Every staff account (`GET /operator/staff`), for members who manage staff. */
export function useStaffAccounts() {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [OFFICE_PATHS.staff, token] : null,
    () => staffAccounts(officeApi()),
  );
  return { accounts: data?.data, error, isLoading, mutate };
}
