'use client';

import useSWR from 'swr';
import { BILLING_PATHS, wallets } from '@/lib/api/billing';
import { browserApi } from '@/lib/api/browser';
import { useToken } from '@/lib/session/token';

/** The SWR key of the wallets call; revalidated whenever money moves. */
export const WALLETS_KEY = BILLING_PATHS.wallets;

/** Every wallet of the signed-in player, the profile currency first. Guests make no call. */
export function useWallets() {
  const token = useToken();
  const { data, error, isLoading, mutate } = useSWR(token ? WALLETS_KEY : null, () =>
    wallets(browserApi()),
  );
  return { wallets: token ? data : undefined, error, isLoading, mutate };
}
