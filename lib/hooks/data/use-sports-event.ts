'use client';

import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { SPORTS_PATHS, sportEvent } from '@/lib/api/sports';
import type { SportEventDetail } from '@/lib/schemas/sports';

/** One event with every open market; the server render's detail stands for the first answer. */
export function useSportsEvent(id: string, initial: SportEventDetail | null) {
  const { data, error, mutate } = useSWR(
    [SPORTS_PATHS.events, id] as const,
    () => sportEvent(browserApi(), id),
    {
      fallbackData: initial ?? undefined,
      revalidateOnMount: initial === null,
      revalidateOnFocus: false,
    },
  );
  return { detail: data, error, isLoading: !data && !error, mutate };
}
