'use client';

import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { loggedInAtAtom } from '@/lib/atoms/auth-flow';
import { modalAtom } from '@/lib/atoms/modal';
import { PAY_IN_PROMPT_DELAY_MS } from '@/lib/constants/payments';
import { useUser } from '@/lib/hooks/data/use-user';
import { useToken } from '@/lib/session/token';

/**
 * The post-login deposit prompt (spec §4): PayIn opens 17 s after a login or a registration if,
 * at that moment, the player is still signed in, has a currency, a total balance of 0, no other
 * modal is open, and staff have not set `no_deposit_prompt` for them (their own flag or a
 * segment's). Logging out cancels it.
 */
export function PayInPrompt() {
  const loggedInAt = useAtomValue(loggedInAtAtom);
  const [modal, setModal] = useAtom(modalAtom);
  const token = useToken();
  const { user, features } = useUser();

  // Read when the timer fires, not when it starts.
  const latest = useRef({ user, modal, features });
  useEffect(() => {
    latest.current = { user, modal, features };
  });

  // Each login prompts at most once, even if the token is refreshed afterwards.
  const prompted = useRef<number | null>(null);

  useEffect(() => {
    if (loggedInAt === null || !token || prompted.current === loggedInAt) return;
    const timer = setTimeout(
      () => {
        prompted.current = loggedInAt;
        const { user, modal, features } = latest.current;
        if (features.includes('no_deposit_prompt')) return;
        if (user && user.currency && user.total_balance === 0 && modal === null) setModal('PayIn');
      },
      Math.max(0, loggedInAt + PAY_IN_PROMPT_DELAY_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [loggedInAt, token, setModal]);

  return null;
}
