'use client';

import useSWR from 'swr';
import { OFFICE_PATHS, approvalsPage, officeApi } from '@/lib/api/office';
import { useOfficeToken } from '@/lib/office/session';

/** Held money actions (`GET /operator/approvals`), pending ones or all, from the cursor. */
export function useApprovals(status: 'pending' | undefined, cursor: number | undefined) {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [OFFICE_PATHS.approvals, status, cursor, token] : null,
    () => approvalsPage(officeApi(), status, cursor),
    { keepPreviousData: true },
  );
  return { page: data, error, isLoading, mutate };
}
