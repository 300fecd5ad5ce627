'use client';

import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { browserApi } from '@/lib/api/browser';
import { newIdempotencyKey } from '@/lib/api/client';
import { ApiError, RefreshError } from '@/lib/api/errors';
import { placeTicket } from '@/lib/api/sports';
import type { OddsPolicy } from '@/lib/atoms/bet-slip';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { useRevalidateMoney } from '@/lib/hooks/behaviour/use-revalidate-money';
import { SPORTS_TICKETS_KEY } from '@/lib/hooks/data/use-sports-tickets';
import type { TicketView } from '@/lib/schemas/sports';
import { useToken } from '@/lib/session/token';
import { slipErrors, type SlipErrors } from './slip-errors';
import { betBody, type SlipBet } from './slip-request';

export type PlaceOutcome = {
  /** Tickets taken (open) or held for the live delay (pending), per bet id. */
  placed: Record<string, TicketView>;
  /** Why each refused bet was refused, per bet id. */
  refused: Record<string, SlipErrors | { other: unknown }>;
};

/**
 * Places the slip's bets one after the other, each with a fresh idempotency key (a retry of the
 * same submit is safe; a new submit is a new bet). A guest gets the Login modal. After any bet is
 * taken, the header's balance and My bets load again.
 */
export function usePlaceSlip() {
  const token = useToken();
  const { open } = useModal();
  const revalidateMoney = useRevalidateMoney();
  const { mutate } = useSWRConfig();
  const [placing, setPlacing] = useState(false);

  const place = useCallback(
    async (
      bets: readonly { bet: SlipBet; stake: number }[],
      policy: OddsPolicy,
    ): Promise<PlaceOutcome | null> => {
      if (!token) {
        open('Login');
        return null;
      }
      setPlacing(true);
      const outcome: PlaceOutcome = { placed: {}, refused: {} };
      try {
        for (const { bet, stake } of bets) {
          try {
            const answer = await placeTicket(browserApi(), {
              key: newIdempotencyKey(),
              ...betBody(bet, policy, stake),
              stake,
            });
            outcome.placed[bet.id] = answer.ticket;
          } catch (error) {
            if (
              error instanceof RefreshError ||
              (error instanceof ApiError && error.status === 401)
            ) {
              open('Login');
              return null;
            }
            outcome.refused[bet.id] =
              error instanceof ApiError && error.errors ? slipErrors(error) : { other: error };
          }
        }
        if (Object.keys(outcome.placed).length > 0) {
          void revalidateMoney();
          void mutate((key) => Array.isArray(key) && key[0] === SPORTS_TICKETS_KEY);
        }
        return outcome;
      } finally {
        setPlacing(false);
      }
    },
    [token, open, revalidateMoney, mutate],
  );

  return { place, placing };
}
