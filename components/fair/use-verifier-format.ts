'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { useGameFormat } from '@/components/games/shared/use-game-format';
import type { VerifierLine, VerifierValue, VerifierValues } from '@/lib/games/verifier';
import { useCatalogueName } from './use-catalogue-name';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Turns what a game's definition says the verifier shows (`lib/games/verifier.ts`) into text:
 * message keys translated, values formatted as each one asks.
 */
export function useVerifierFormat() {
  const t = useTranslations() as unknown as Translate;
  const { fixed, percent, multiplier } = useGameFormat();
  const name = useCatalogueName();

  const format = useCallback(
    function format(value: VerifierValue): string | number {
      switch (value.format) {
        case 'text':
          return value.value;
        case 'fixed':
          return fixed(value.value);
        case 'percent':
          return percent(value.value);
        case 'multiplier':
          return multiplier(value.value);
        case 'list':
          return value.value.length > 0 ? value.value.join(', ') : '—';
        case 'message':
          return t(value.key, formatAll(value.values));
        case 'name':
          return name(value.key, value.fallback);
      }

      function formatAll(values: VerifierValues = {}) {
        return Object.fromEntries(
          Object.entries(values).map(([key, entry]) => [key, format(entry)]),
        );
      }
    },
    [t, fixed, percent, multiplier, name],
  );

  const line = useCallback(
    (entry: VerifierLine) => format({ format: 'message', key: entry.key, values: entry.values }),
    [format],
  );

  return useMemo(() => ({ format, line, label: (key: string) => t(key) }), [format, line, t]);
}
