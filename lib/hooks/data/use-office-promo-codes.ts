'use client';

import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError } from '@/lib/api/errors';
import { officeApi } from '@/lib/api/office';
import {
  MARKETING_PATHS,
  promoCode,
  promoCodesPage,
  type PromoCodeFilters,
} from '@/lib/api/office-marketing';
import { useOfficeToken } from '@/lib/office/session';

/** One page of promo codes by code (`GET /operator/bonuses/promo-codes`), after `after`. */
export function useOfficePromoCodes(filters: PromoCodeFilters, after: string | undefined) {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [MARKETING_PATHS.promoCodes, 'page', JSON.stringify(filters), after, token] : null,
    () => promoCodesPage(officeApi(), filters, after),
    { keepPreviousData: true },
  );
  return { page: data, error, isLoading, mutate };
}

/** One promo code (`GET /operator/bonuses/promo-codes/{code}`); a 404 is the error. */
export function useOfficePromoCode(code: string | undefined) {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token && code !== undefined ? [MARKETING_PATHS.promoCodes, 'one', code, token] : null,
    () => promoCode(officeApi(), code!),
    // A 404 is the answer (there is no such code), not a failure to try again.
    { shouldRetryOnError: (error) => !(error instanceof ApiError && error.status === 404) },
  );
  return { promo: data?.data, error, isLoading, mutate };
}

/** Marks every loaded page of promo codes and every loaded code stale, after a save. */
export function useRefreshPromoCodes() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => Array.isArray(key) && key[0] === MARKETING_PATHS.promoCodes),
    [mutate],
  );
}
