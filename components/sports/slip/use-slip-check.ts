'use client';

import { useEffect, useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { checkSlip } from '@/lib/api/sports';
import type { OddsPolicy } from '@/lib/atoms/bet-slip';
import type { SlipCheck } from '@/lib/schemas/sports';
import { useToken } from '@/lib/session/token';
import { betBody, type SlipBet } from './slip-request';

/** Quiet time after the last edit before the slip is checked. */
export const SLIP_CHECK_DEBOUNCE_MS = 400;
/** How often an unchanged slip is checked again (odds, limits, statuses). */
export const SLIP_RECHECK_MS = 5_000;

/**
 * `POST /sports/slip` for each bet of the slip, debounced after edits and repeated while the slip
 * stays open: current odds and statuses per leg, the limits and the largest stake. Signed-in
 * players only (the check needs their currency); a check that fails keeps the last answer.
 */
export function useSlipCheck(
  bets: readonly SlipBet[],
  policy: OddsPolicy,
  stakes: Readonly<Record<string, number>>,
) {
  const token = useToken();
  const [checks, setChecks] = useState<Record<string, SlipCheck>>({});
  const request = JSON.stringify(
    bets.map((bet) => ({ id: bet.id, body: betBody(bet, policy, stakes[bet.id]) })),
  );

  useEffect(() => {
    if (!token) return;
    const wanted = JSON.parse(request) as { id: string; body: ReturnType<typeof betBody> }[];
    if (wanted.length === 0) return;
    let live = true;
    const run = () =>
      Promise.all(
        wanted.map(({ id, body }) =>
          checkSlip(browserApi(), body).then(
            (answer) => [id, answer] as const,
            () => null,
          ),
        ),
      ).then((answers) => {
        if (!live) return;
        setChecks((known) => {
          const next: Record<string, SlipCheck> = {};
          for (const { id } of wanted) if (known[id]) next[id] = known[id];
          for (const answer of answers) if (answer) next[answer[0]] = answer[1];
          return next;
        });
      });
    const first = setTimeout(run, SLIP_CHECK_DEBOUNCE_MS);
    const again = setInterval(run, SLIP_RECHECK_MS);
    return () => {
      live = false;
      clearTimeout(first);
      clearInterval(again);
    };
  }, [request, token]);

  return token ? checks : {};
}
