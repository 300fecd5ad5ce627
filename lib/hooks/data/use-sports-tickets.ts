'use client';

import useSWRInfinite from 'swr/infinite';
import { browserApi } from '@/lib/api/browser';
import { SPORTS_PATHS, myTickets, type TicketsParams } from '@/lib/api/sports';
import { useToken } from '@/lib/session/token';

/** The SWR key prefix of the player's tickets; revalidated after a bet or a cash-out. */
export const SPORTS_TICKETS_KEY = SPORTS_PATHS.tickets;

type Status = NonNullable<TicketsParams['status']>;

/**
 * The player's tickets of a status, newest first, a page per cursor (`loadMore` asks the next).
 * Guests make no call.
 */
export function useSportsTickets(status: Status, limit = 20) {
  const token = useToken();
  const { data, error, isLoading, size, setSize, mutate } = useSWRInfinite(
    (index, previous: { next: string | null } | null) => {
      if (!token) return null;
      if (index > 0 && !previous?.next) return null;
      return [SPORTS_TICKETS_KEY, token, status, limit, index > 0 ? previous!.next : null] as const;
    },
    ([, , query, count, before]) =>
      myTickets(browserApi(), { status: query, limit: count, ...(before && { before }) }),
    { revalidateFirstPage: true },
  );
  const tickets = data?.flatMap((page) => page.tickets) ?? [];
  const last = data?.at(-1);
  return {
    tickets,
    error,
    isLoading: Boolean(token) && isLoading,
    hasMore: Boolean(last?.next),
    loadMore: () => setSize(size + 1),
    mutate,
  };
}
