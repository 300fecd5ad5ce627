'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { MARKETING_PATHS, promoCodes } from '@/lib/api/office-marketing';
import { useOfficeToken } from '@/lib/office/session';

/** Every promo code with its template and uses (`GET /operator/bonuses/promo-codes`). */
export function useOfficePromoCodes() {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [MARKETING_PATHS.promoCodes, token] : null,
    () => promoCodes(officeApi()),
  );
  return { promos: data?.data, error, isLoading, mutate };
}
