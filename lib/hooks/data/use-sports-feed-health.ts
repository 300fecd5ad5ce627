'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { TRADING_PATHS, sportsFeedHealth } from '@/lib/api/office-trading';
import { useOfficeToken } from '@/lib/office/session';

/** How often the feed's health reads again: a producer goes down after 20 s of silence. */
const REFRESH_MS = 5_000;

/** The sports feed's producers, up or down, with their lag (`GET /operator/sports/feed`). */
export function useSportsFeedHealth() {
  const token = useOfficeToken();
  const { data, error, isLoading, mutate } = useSWR(
    token ? [TRADING_PATHS.feed, token] : null,
    () => sportsFeedHealth(officeApi()),
    { refreshInterval: REFRESH_MS },
  );
  return { health: data, error, isLoading, mutate };
}
