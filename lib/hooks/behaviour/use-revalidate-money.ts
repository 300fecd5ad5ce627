'use client';

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { PROFILE_KEY } from '@/lib/session/profile-cache';
import { HISTORY_KEY } from '@/lib/hooks/data/use-billing-history';
import { STATEMENT_KEY } from '@/lib/hooks/data/use-statement';
import { WALLETS_KEY } from '@/lib/hooks/data/use-wallets';

/** Loads again whatever shows the player's money: the profile balances, wallets, history and statement. */
export function useRevalidateMoney() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      Promise.all([
        mutate(PROFILE_KEY),
        mutate(WALLETS_KEY),
        mutate((key) => Array.isArray(key) && (key[0] === HISTORY_KEY || key[0] === STATEMENT_KEY)),
      ]),
    [mutate],
  );
}
