'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import {
  TRADING_PATHS,
  tradingEventsPage,
  type TradingEventFilters,
} from '@/lib/api/office-trading';
import { useOfficeToken } from '@/lib/office/session';

/** How often the list of events reads again: scores, suspensions and stakes move while it is open. */
const REFRESH_MS = 15_000;

/** One page of live or upcoming events (`GET /operator/sports/events`), from the cursor `before`. */
export function useTradingEvents(filters: TradingEventFilters, before: string | undefined) {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [TRADING_PATHS.events, JSON.stringify(filters), before, token] : null,
    () => tradingEventsPage(officeApi(), filters, before),
    { keepPreviousData: true, refreshInterval: REFRESH_MS },
  );
  return { page: data, error, isLoading, mutate };
}
