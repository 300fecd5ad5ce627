'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { TRADING_PATHS, tradingEventMarkets } from '@/lib/api/office-trading';
import { useOfficeToken } from '@/lib/office/session';

/** How often an event's markets read again while its page is open. */
const REFRESH_MS = 10_000;

/**
 * An event for the trading desk (`GET /operator/sports/events/{id}/markets`): every market with
 * its feed status, hold, settlement and exposure per outcome and currency.
 */
export function useTradingEvent(eventId: string) {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [TRADING_PATHS.markets(eventId), token] : null,
    () => tradingEventMarkets(officeApi(), eventId),
    { refreshInterval: REFRESH_MS, revalidateOnFocus: false },
  );
  return { detail: data, error, isLoading, mutate };
}
