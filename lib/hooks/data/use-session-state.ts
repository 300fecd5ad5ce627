'use client';

import { useSyncExternalStore } from 'react';
import { useUser } from '@/lib/hooks/data/use-user';
import { useToken } from '@/lib/session/token';

const noSubscription = () => () => {};

/** `false` while the server renders and the browser hydrates, when the token cannot be read yet. */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Whether the visitor is signed in, once that is known: `loading` until the page has hydrated and
 * a token's profile call is done, then `user` or `guest`. What a page keys a Login prompt on: a
 * signed-in player must never see one because the token was not read yet.
 */
export function useSessionState() {
  const hydrated = useHydrated();
  const token = useToken();
  const { user, isLoading, mutate } = useUser();
  const state: 'loading' | 'user' | 'guest' =
    !hydrated || (token && isLoading) ? 'loading' : user ? 'user' : 'guest';
  return { state, user, mutate };
}
