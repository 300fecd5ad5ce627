'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
import { BONUS_PATHS, guestWelcomePack, playerWelcomePack } from '@/lib/api/bonus';
import { browserApi } from '@/lib/api/browser';
import { useUser } from '@/lib/hooks/data/use-user';
import { useToken } from '@/lib/session/token';

/**
 * The welcome pack: a player's own with progress and deadline, or the one a guest would get.
 * Waits while a stored token is checked, so a player never sees the guest's pack first.
 */
export function useWelcomePack() {
  const token = useToken();
  const locale = useLocale();
  const { user, isLoading: userLoading } = useUser();
  const guest = !token || (!user && !userLoading);
  const key = userLoading
    ? null
    : guest
      ? [BONUS_PATHS.welcomePackGuest, locale]
      : [BONUS_PATHS.welcomePack, locale, token];
  const { data, error, isLoading, mutate } = useSWR(
    key,
    () => (guest ? guestWelcomePack(browserApi()) : playerWelcomePack(browserApi())),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return { pack: data?.data, guest, error, isLoading: isLoading || userLoading, mutate };
}
