'use client';

import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { ROOMS_PATHS, roomList } from '@/lib/api/rooms';
import { useToken } from '@/lib/session/token';

/** How often the lobby asks again for the rooms' pots and players. */
export const ROOM_LIST_REFRESH_MS = 3_000;

/**
 * The rooms in the viewer's currency with their open rounds, polled every few seconds (guests
 * see RUB). One small answer covers the three rooms; the stream would send each room's whole
 * state (tickets, history) for two figures per card.
 */
export function useRoomList() {
  const token = useToken();
  const { data, error, isLoading } = useSWR(
    [ROOMS_PATHS.list, token ?? ''],
    () => roomList(browserApi()),
    { refreshInterval: ROOM_LIST_REFRESH_MS, keepPreviousData: true },
  );
  return { list: data, error, isLoading };
}
