'use client';

import { useSyncExternalStore } from 'react';
import { useUser } from '@/lib/hooks/data/use-user';

const noSubscription = () => () => {};

/**
 * Who is looking: a `guest`, a signed-in `player`, or `unknown` while the page hydrates (the
 * server reads no token, so it cannot tell) and while a stored token is checked. Neither view
 * shows then, so a player never sees the guest's offers flash nor starts a guest's countdown.
 */
export function useSessionKind(): 'guest' | 'player' | 'unknown' {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const { user, isLoading } = useUser();
  if (!hydrated) return 'unknown';
  if (user) return 'player';
  return isLoading ? 'unknown' : 'guest';
}
