'use client';

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { PROFILE_KEY } from '@/lib/session/profile-cache';
import { HISTORY_KEY } from '@/lib/hooks/data/use-billing-history';
import { WALLETS_KEY } from '@/lib/hooks/data/use-wallets';

/** Loads again whatever shows the player's money: the profile balances, wallets and history. */
export function useRevalidateMoney() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      Promise.all([
        mutate(PROFILE_KEY),
        mutate(WALLETS_KEY),
        mutate((key) => Array.isArray(key) && key[0] === HISTORY_KEY),
      ]),
    [mutate],
  );
}
