'use client';

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { lineMarketsAtom } from '@/lib/atoms/bet-slip';
import type { SportMarketView } from '@/lib/schemas/sports';

/**
 * Tells the slip what the page on screen knows of its markets (from the server render and the
 * stream), so a leg's odds move, grey out or show as removed as soon as the line does.
 */
export function usePublishMarkets(markets: readonly SportMarketView[], removed: readonly string[]) {
  const setLine = useSetAtom(lineMarketsAtom);
  useEffect(() => {
    if (markets.length === 0 && removed.length === 0) return;
    setLine((line) => {
      const next = { ...line };
      for (const market of markets) {
        const known = next[market.key];
        if (known === 'removed' || (known && known.version > market.version)) continue;
        next[market.key] = {
          status: market.status,
          version: market.version,
          outcomes: market.outcomes,
        };
      }
      for (const key of removed) next[key] = 'removed';
      return next;
    });
  }, [markets, removed, setLine]);
}
