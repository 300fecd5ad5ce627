'use client';

import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { SPORTS_PATHS, sportsTree } from '@/lib/api/sports';
import type { SportsTree } from '@/lib/schemas/sports';

/** The sport tree with its counts; the server render's tree stands for the first answer. */
export function useSportsTree(initial: SportsTree | null) {
  const { data, error, mutate } = useSWR(SPORTS_PATHS.tree, () => sportsTree(browserApi()), {
    fallbackData: initial ?? undefined,
    revalidateOnMount: initial === null,
    refreshInterval: 60_000,
  });
  return { tree: data, error, isLoading: !data && !error, mutate };
}
