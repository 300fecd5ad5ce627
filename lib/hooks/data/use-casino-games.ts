'use client';

import { useCallback, useRef, useState } from 'react';
import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import {
  CASINO_PATHS,
  casinoGames,
  recentCasinoGames,
  type CasinoGamesParams,
} from '@/lib/api/casino';
import type { CasinoGamesAnswer } from '@/lib/schemas/casino';
import { useToken } from '@/lib/session/token';

/**
 * The catalogue's tiles for the grid's filters: the first page through SWR, then each `loadMore`
 * fetches the page after the last cursor. New filters or another session start over from their
 * first page. `initial`, the server HTML's page for the default filters, shows until the
 * visitor's own first page arrives: that HTML is the same for everybody (issue 41), while the
 * API leaves out the games blocked in the visitor's country and marks their favourites.
 */
export function useCasinoGames(params: CasinoGamesParams, initial: CasinoGamesAnswer | null) {
  const token = useToken();
  const filters = JSON.stringify(params);
  const first = useSWR(
    [CASINO_PATHS.games, token ?? null, filters] as const,
    () => casinoGames(browserApi(), params),
    {
      fallbackData: initial ?? undefined,
      revalidateOnMount: true,
      revalidateOnFocus: false,
    },
  );
  const [more, setMore] = useState<{ key: string; pages: CasinoGamesAnswer[] }>({
    key: '',
    pages: [],
  });
  const [failed, setFailed] = useState<{ key: string; error: unknown } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const key = `${token ?? ''}|${filters}`;
  const pages = more.key === key ? more.pages : [];
  const last = pages.at(-1) ?? first.data;
  const moreError = failed?.key === key ? failed.error : null;
  const loading = useRef(false);

  const loadMore = useCallback(async () => {
    const cursor = last?.next_cursor;
    if (!cursor || loading.current) return;
    loading.current = true;
    setLoadingMore(true);
    try {
      const page = await casinoGames(browserApi(), { ...params, cursor });
      setMore((current) => ({
        key,
        pages: [...(current.key === key ? current.pages : []), page],
      }));
    } catch (error) {
      setFailed({ key, error });
    } finally {
      loading.current = false;
      setLoadingMore(false);
    }
  }, [last, params, key]);

  const games = [first.data, ...pages].flatMap((page) => page?.games ?? []);
  return {
    games,
    error: first.error ?? moreError,
    /** The first page is on its way (no tiles to show yet). */
    isLoading: !first.data && !first.error,
    isLoadingMore: loadingMore,
    hasMore: Boolean(last?.next_cursor) && !moreError,
    loadMore,
    reload: () => {
      setMore({ key: '', pages: [] });
      setFailed(null);
      return first.mutate();
    },
  };
}

/** The signed-in player's recently launched games; guests make no call. */
export function useRecentCasinoGames() {
  const token = useToken();
  const { data } = useSWR(token ? [CASINO_PATHS.recent, token] : null, () =>
    recentCasinoGames(browserApi()),
  );
  return data?.games ?? [];
}
