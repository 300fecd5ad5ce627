'use client';

import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { SPORTS_PATHS, sportEvents, type SportEventsParams } from '@/lib/api/sports';
import type { SportEventView } from '@/lib/schemas/sports';

/**
 * Open events for a filter (sport, tournament, live or pre-match). The server render's list
 * stands for the first answer; the stream keeps live ones current in between.
 */
export function useSportsEvents(params: SportEventsParams, initial: SportEventView[] | null) {
  const { data, error, mutate } = useSWR(
    [SPORTS_PATHS.events, JSON.stringify(params)] as const,
    () => sportEvents(browserApi(), params),
    {
      fallbackData: initial ? { events: initial } : undefined,
      revalidateOnMount: initial === null,
      revalidateOnFocus: false,
    },
  );
  return { events: data?.events, error, isLoading: !data && !error, mutate };
}
