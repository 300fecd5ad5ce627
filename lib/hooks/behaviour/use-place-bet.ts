'use client';

import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, RefreshError } from '@/lib/api/errors';
import type { Bet } from '@/lib/schemas/games';
import { useToken } from '@/lib/session/token';
import { useErrorToast } from '@/lib/hooks/forms/use-error-toast';
import { FAIR_SEEDS_KEY } from '@/lib/hooks/data/use-fair-seeds';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { recentBetsKey } from '@/lib/hooks/data/use-recent-bets';
import { useRevalidateMoney } from '@/lib/hooks/behaviour/use-revalidate-money';

/** A fresh idempotency key: 36 characters of `[0-9a-f-]`, within the API's 8–64 `[A-Za-z0-9_-]`. */
export function newBetKey(): string {
  return crypto.randomUUID();
}

/**
 * Places a bet (or any game action that moves money) for the game boards. `place(send)` calls
 * `send` with a fresh idempotency key per attempt and answers its bet, or null when there was
 * none: a guest gets the Login modal instead, a refused bet an error notification (a 422 with
 * its translated lines), a session that expired the Login modal. One bet at a time: a call while
 * another is pending answers null. After a bet the balance, the game's recent bets and the seed
 * pair's nonce reload.
 */
export function usePlaceBet() {
  const token = useToken();
  const { open } = useModal();
  const showError = useErrorToast();
  const revalidateMoney = useRevalidateMoney();
  const { mutate } = useSWRConfig();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);

  const place = useCallback(
    async <T extends Bet>(send: (key: string) => Promise<T>): Promise<T | null> => {
      if (!token) {
        open('Login');
        return null;
      }
      if (busy.current) return null;
      busy.current = true;
      setPending(true);
      try {
        const bet = await send(newBetKey());
        void revalidateMoney();
        void mutate(recentBetsKey(bet.game));
        // Every bet uses the next nonce of the player's seed pair.
        void mutate(FAIR_SEEDS_KEY);
        return bet;
      } catch (error) {
        if (error instanceof RefreshError || (error instanceof ApiError && error.status === 401)) {
          open('Login');
        } else {
          showError(error);
        }
        return null;
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [token, open, showError, revalidateMoney, mutate],
  );

  return { place, pending };
}
