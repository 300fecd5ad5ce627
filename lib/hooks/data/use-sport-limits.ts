'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { TRADING_PATHS, sportLimits } from '@/lib/api/office-trading';
import { useOfficeToken } from '@/lib/office/session';

/** The sportsbook's betting limits (`GET /operator/sports/limits`): the rows set and the defaults. */
export function useSportLimits() {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [TRADING_PATHS.limits, token] : null,
    () => sportLimits(officeApi()),
    { revalidateOnFocus: false },
  );
  return { limits: data, error, isLoading, mutate };
}
