import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import type { z } from '@/lib/zod';
import { safeParse } from '@/lib/zod/safe-parse';
import { CATALOGUE_PAGE_SIZE, CATALOGUE_REVALIDATE_S } from '@/lib/constants/casino';
import { publicEnv } from '@/lib/env/public';
import type { Locale } from '@/lib/i18n/config';
import {
  casinoGamesAnswerSchema,
  casinoProvidersAnswerSchema,
  type CasinoGamesAnswer,
  type CasinoProvidersAnswer,
} from '@/lib/schemas/casino';

/** How long the render waits for the API before it renders the grid without games. */
const TIMEOUT_MS = 2_000;

/** What the catalogue pages render on the server: the same for every visitor of a language. */
export type PublicCatalogue = {
  /** The first page in the default order, or null when the API did not answer. */
  initial: CasinoGamesAnswer | null;
  providers: CasinoProvidersAnswer['providers'];
};

/**
 * How long the page's HTML is reused. A build has no API to ask (its pages have no games), so
 * what it makes lasts a second: the first visit after the start regenerates the page.
 */
const revalidateSeconds = () =>
  process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD ? 1 : CATALOGUE_REVALIDATE_S;

async function publicGet<S extends z.AnySchema>(
  path: string,
  schema: S,
): Promise<z.output<S> | null> {
  const base = (process.env.API_INTERNAL_URL || `${publicEnv.siteUrl}/api`).replace(/\/+$/, '');
  try {
    const response = await fetch(`${base}/${path}`, {
      next: { revalidate: revalidateSeconds() },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const parsed = safeParse(schema, await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A catalogue's first page of games and its studios as a guest sees them, for the slots and
 * live-casino pages' server HTML (issue 41). Not through `serverApi()`: that reads the visitor's
 * cookies and headers, which made each page a render of its own with two calls to the API (44
 * pages/s); without them the page is static, regenerated at most every `CATALOGUE_REVALIDATE_S`
 * like `/fair`. What differs per visitor (games blocked in their country, favourites) is the
 * browser's own first request (`useCasinoGames`). A page made while the API was not up has no
 * games until its next regeneration (the browser loads them meanwhile).
 */
export async function publicCatalogue(
  kind: 'slot' | 'live',
  lang: Locale,
): Promise<PublicCatalogue> {
  const games = new URLSearchParams({
    kind,
    sort: 'popular',
    lang,
    limit: String(CATALOGUE_PAGE_SIZE),
  });
  const [initial, providers] = await Promise.all([
    publicGet(`casino/games?${games}`, casinoGamesAnswerSchema),
    publicGet(`casino/providers?kind=${kind}`, casinoProvidersAnswerSchema),
  ]);
  return { initial, providers: providers?.providers ?? [] };
}
