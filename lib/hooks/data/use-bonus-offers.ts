'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
import { BONUS_PATHS, bonusOffers } from '@/lib/api/bonus';
import { browserApi } from '@/lib/api/browser';
import { readCookie } from '@/lib/dom/cookies';
import { useToken } from '@/lib/session/token';

/**
 * The offers a guest (what registration would give) or a player can take now. Names and terms
 * come in the page's language, and a guest's offers differ from a player's: both are in the key.
 * `receivedAt` dates the answer: a waiting offer's countdown runs from its `expires_in`. A guest
 * who came with `?promo=` (the `promo` cookie) sees first what that code gives.
 */
export function useBonusOffers() {
  const token = useToken();
  const locale = useLocale();
  const cookie = readCookie('promo');
  const promo = !token && cookie ? cookie : null;
  const { data, error, isLoading, mutate } = useSWR(
    [BONUS_PATHS.offers, locale, token ?? 'guest', promo],
    async () => ({
      offers: (await bonusOffers(browserApi(), promo)).data,
      receivedAt: Date.now(),
    }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return { offers: data?.offers, receivedAt: data?.receivedAt, error, isLoading, mutate };
}
