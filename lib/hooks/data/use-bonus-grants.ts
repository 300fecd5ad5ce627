'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
import { BONUS_PATHS, bonusGrants } from '@/lib/api/bonus';
import { browserApi } from '@/lib/api/browser';
import { useToken } from '@/lib/session/token';

/** The signed-in player's bonuses: the active grants and the history. Guests make no call. */
export function useBonusGrants() {
  const token = useToken();
  const locale = useLocale();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [BONUS_PATHS.grants, locale, token] : null,
    () => bonusGrants(browserApi()),
    { shouldRetryOnError: false },
  );
  return { grants: token ? data?.data : undefined, error, isLoading, mutate };
}
