'use client';

import { useUser } from '@/lib/hooks/data/use-user';

/**
 * Who is looking: a `guest`, a signed-in `player`, or `unknown` while a stored token is checked
 * (neither view shows then, so a player never sees the guest's offers flash).
 */
export function useSessionKind(): 'guest' | 'player' | 'unknown' {
  const { user, isLoading } = useUser();
  if (user) return 'player';
  return isLoading ? 'unknown' : 'guest';
}
