'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { MARKETING_PATHS, bonusCostReport } from '@/lib/api/office-marketing';
import { useOfficeToken } from '@/lib/office/session';

/** Bonus cost per template and currency (`GET /operator/bonuses/report`). */
export function useOfficeBonusCost() {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [MARKETING_PATHS.bonusCost, token] : null,
    () => bonusCostReport(officeApi()),
  );
  return { rows: data?.data, error, isLoading, mutate };
}
