'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
import { BONUS_PATHS, guestWelcomePack, playerWelcomePack } from '@/lib/api/bonus';
import { browserApi } from '@/lib/api/browser';
import { useSessionKind } from '@/lib/hooks/behaviour/use-session-kind';
import { useToken } from '@/lib/session/token';

/**
 * The welcome pack: a player's own with progress and deadline, or the one a guest would get.
 * Waits until it is known who is looking, so a player never sees (or asks for) the guest's pack.
 */
export function useWelcomePack() {
  const token = useToken();
  const locale = useLocale();
  const session = useSessionKind();
  const guest = session === 'guest';
  const key =
    session === 'unknown'
      ? null
      : guest
        ? [BONUS_PATHS.welcomePackGuest, locale]
        : [BONUS_PATHS.welcomePack, locale, token];
  const { data, error, isLoading, mutate } = useSWR(
    key,
    () => (guest ? guestWelcomePack(browserApi()) : playerWelcomePack(browserApi())),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return { pack: data?.data, guest, error, isLoading: isLoading || session === 'unknown', mutate };
}
