'use client';

import useSWR from 'swr';
import { officeApi } from '@/lib/api/office';
import { TRADING_PATHS, sportsOfTheLine } from '@/lib/api/office-trading';
import { useOfficeToken } from '@/lib/office/session';

/** Every sport of the line with its id, slug and names (`GET /sports/tree`), for the desk's choices. */
export function useLineSports() {
  const token = useOfficeToken();
  const { data, error } = useSWR(
    token ? [TRADING_PATHS.tree, token] : null,
    () => sportsOfTheLine(officeApi()),
    { revalidateOnFocus: false },
  );
  return { sports: data?.sports, error };
}
