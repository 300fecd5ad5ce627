'use client';

import useSWR from 'swr';
import { PROFILE_KEY, loadProfile } from '@/lib/session/profile-cache';
import { useToken } from '@/lib/session/token';

const NO_FEATURES: readonly string[] = [];

/**
 * The signed-in player (spec §3, §4): logged in means `user` is present. Guests (no token) make
 * no call. `features` are the player's feature flags (`lib/constants/features.ts`), none for a
 * guest or while the profile loads.
 */
export function useUser() {
  const token = useToken();
  const { data, error, isLoading, mutate } = useSWR(token ? PROFILE_KEY : null, loadProfile, {
    shouldRetryOnError: false,
    revalidateOnFocus: true,
  });
  return {
    user: token ? data?.user : undefined,
    profile: token ? data : undefined,
    features: (token && data?.features) || NO_FEATURES,
    error,
    isLoading: Boolean(token) && isLoading,
    mutate,
  };
}
