'use client';

import { useCallback, useEffect, useState } from 'react';
import { sharedFairQuery, type VerifiableBet } from '@/lib/games/fair-link';
import type { fairQuery } from '@/lib/games/verify';

/**
 * The `/fair` query for a bet, for a "Verify" link. A game's own fields come from its definition,
 * which brings every definition and zod: they load here after the page, and until they arrive
 * (or if they fail to) the link carries the fields every game shares.
 */
export function useFairQuery() {
  const [full, setFull] = useState<typeof fairQuery | null>(null);
  useEffect(() => {
    let live = true;
    import('@/lib/games/verify').then(
      (verify) => {
        if (live) setFull(() => verify.fairQuery);
      },
      // A chunk that did not load: the shared fields still open the verifier on this bet.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return useCallback((bet: VerifiableBet) => (full ?? sharedFairQuery)(bet), [full]);
}
