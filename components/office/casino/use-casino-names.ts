'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Locale } from '@/lib/i18n/config';

/** Names the section shows: an aggregator's, a kind of game's, a game's in the page's language. */
export function useCasinoNames() {
  const t = useTranslations('office.casino');
  const locale = useLocale() as Locale;
  return useMemo(
    () => ({
      aggregator: (aggregator: CasinoAggregator) => t(`aggregators.${aggregator}`),
      kind: (kind: 'slot' | 'live' | 'table') => t(`kinds.${kind}`),
      game: (name: { ru: string; en: string; kz: string }) => name[locale] || name.en,
    }),
    [t, locale],
  );
}
