'use client';

import type { Currency } from '@/lib/constants/currencies';
import { useUser } from '@/lib/hooks/data/use-user';

/** What a guest's bet panel shows limits in. */
export const GUEST_BET_CURRENCY: Currency = 'RUB';

/** The currency bets are placed in: the player's profile currency, RUB for guests. */
export function useBetCurrency(): Currency {
  const { user } = useUser();
  return user?.currency ?? GUEST_BET_CURRENCY;
}
