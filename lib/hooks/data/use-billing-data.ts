'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
import { BILLING_PATHS, billingData } from '@/lib/api/billing';
import { browserApi } from '@/lib/api/browser';
import { useToken } from '@/lib/session/token';
import { useUser } from '@/lib/hooks/data/use-user';

/**
 * The signed-in player's payment methods (spec §3 "Billing data"). Names come in the page's
 * language and methods follow the currency, so both are part of the key.
 */
export function useBillingData() {
  const token = useToken();
  const locale = useLocale();
  const { user } = useUser();
  const key = token && user ? [BILLING_PATHS.data, locale, user.currency] : null;
  const { data, error, isLoading, mutate } = useSWR(key, () => billingData(browserApi()), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  return { data, error, isLoading, mutate };
}
