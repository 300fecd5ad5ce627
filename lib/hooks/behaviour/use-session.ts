'use client';

import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { logout as logoutCall } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { attachSource } from '@/lib/api/marketing';
import { loggedInAtAtom } from '@/lib/atoms/auth-flow';
import { PROFILE_KEY, loadProfile } from '@/lib/session/profile-cache';
import { attributionFromCookies } from '@/lib/session/attribution';
import { tokenStore } from '@/lib/session/token';

/** Starts and ends sessions (spec §4). */
export function useSession() {
  const { mutate } = useSWRConfig();
  const setLoggedInAt = useSetAtom(loggedInAtAtom);

  /**
   * Keeps the token and fetches the user; if that fails the token goes again. Then reports the
   * campaign cookies (`attachSource`) and marks the moment for what follows a login.
   */
  const login = useCallback(
    async (token: string) => {
      tokenStore.set(token);
      let profile;
      try {
        profile = await mutate(PROFILE_KEY, loadProfile(), { revalidate: false });
      } catch (error) {
        tokenStore.clear();
        throw error;
      }
      // The campaign that brought the player; failures are ignored (spec §7).
      attributionFromCookies()
        .then((attribution) => attachSource(browserApi(), attribution))
        .catch(() => {});
      setLoggedInAt(Date.now());
      return profile;
    },
    [mutate, setLoggedInAt],
  );

  /** Tells the server, and forgets the token even when that call fails. */
  const logout = useCallback(async () => {
    try {
      await logoutCall(browserApi());
    } catch {
      // the session ends here either way
    } finally {
      tokenStore.clear();
      await mutate(PROFILE_KEY, undefined, { revalidate: false });
    }
  }, [mutate]);

  return { login, logout };
}
