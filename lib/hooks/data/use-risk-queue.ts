'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import {
  RISK_PATHS,
  riskQueuePage,
  uploadQueuePage,
  type RiskQueueFilters,
} from '@/lib/api/office-risk';
import { useOfficeToken } from '@/lib/office/session';

/** One page of the risk queue (`GET /operator/risk/flags`), newest first, from the cursor `before`. */
export function useRiskQueue(filters: RiskQueueFilters, before: number | undefined) {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [RISK_PATHS.flags, JSON.stringify(filters), before, token] : null,
    () => riskQueuePage(officeApi(), filters, before),
    { keepPreviousData: true },
  );
  return { page: data, error, isLoading, mutate };
}

/** One page of the documents waiting for staff (`GET /operator/risk/uploads`), oldest first. */
export function useUploadQueue(after: string | undefined) {
  const token = useOfficeToken();
  const { data, error, mutate } = useSWR(
    token ? [RISK_PATHS.uploads, after, token] : null,
    () => uploadQueuePage(officeApi(), after),
    { keepPreviousData: true },
  );
  return { page: data, error, mutate };
}
