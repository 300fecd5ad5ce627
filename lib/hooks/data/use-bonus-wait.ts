'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
import { BONUS_PATHS, bonusWait } from '@/lib/api/bonus';
import { browserApi } from '@/lib/api/browser';
import { useToken } from '@/lib/session/token';

/**
 * The signed-in player's bonus-wait (spec §3): the bonus waiting for a deposit and the seconds
 * left on the server's clock, or null. `receivedAt` dates the answer, so a countdown runs from
 * the server's `expires_in` and not from the browser's idea of the date. Guests make no call:
 * their countdown is the promo cookie's.
 */
export function useBonusWait() {
  const token = useToken();
  const locale = useLocale();
  const { data, error, mutate } = useSWR(
    token ? [BONUS_PATHS.wait, locale, token] : null,
    async () => ({ wait: (await bonusWait(browserApi())).data, receivedAt: Date.now() }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return { wait: token ? data?.wait : undefined, receivedAt: data?.receivedAt, error, mutate };
}
