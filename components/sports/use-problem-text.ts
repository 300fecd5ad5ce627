'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { Translate } from '@/lib/api/error-lines';

/**
 * A refusal's code as the player reads it: the slip's own wording (`BetSlip.problems.<code>`),
 * else the site's error text (`error.<code>`), else what the server said.
 */
export function useProblemText() {
  const slip = useTranslations('BetSlip') as unknown as Translate;
  const errors = useTranslations('error') as unknown as Translate;
  return useCallback(
    (code: string, fallback: string = code) =>
      slip.has(`problems.${code}`)
        ? slip(`problems.${code}`)
        : errors.has(code)
          ? errors(code)
          : fallback,
    [slip, errors],
  );
}
