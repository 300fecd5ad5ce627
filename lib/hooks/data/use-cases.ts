'use client';

import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { GAME_PATHS, getCase, listCases } from '@/lib/api/games';
import type { CaseSummary } from '@/lib/schemas/games';
import { useToken } from '@/lib/session/token';

/** The first element of the cases SWR keys; the session follows, then the slug of one case. */
export const CASES_KEY = GAME_PATHS.cases;

/**
 * The case catalogue as the API prices it for this visitor: in the player's currency, in RUB for
 * guests. `initial` is the server render's answer, shown until the browser's own arrives; the
 * catalogue loads again when the session changes (a guest who signs in sees the player's prices).
 */
export function useCases(initial: CaseSummary[] | null) {
  const token = useToken();
  const { data, error } = useSWR(
    [CASES_KEY, token ?? null] as const,
    () => listCases(browserApi()),
    // The server render priced it for this session: no second request (and no schema chunk) on mount.
    { fallbackData: initial ?? undefined, revalidateOnMount: initial === null },
  );
  return { cases: data, error };
}

/** One case, priced as `useCases` prices it. */
export function useCase(slug: string, initial: CaseSummary | null) {
  const token = useToken();
  const { data, error } = useSWR(
    [CASES_KEY, token ?? null, slug] as const,
    () => getCase(browserApi(), slug),
    { fallbackData: initial ?? undefined, revalidateOnMount: initial === null },
  );
  return { gameCase: data, error };
}
