'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { LocalName } from '@/lib/atoms/bet-slip';
import { nameIn } from '@/lib/sports/local-name';
import {
  marketName,
  outcomeName,
  outcomeShort,
  type MarketRef,
  type MarketsTranslate,
} from '@/lib/sports/market-names';

/** Market, outcome and team names in the page's language, for an event's two teams. */
export function useMarketNames() {
  const t = useTranslations('SportsMarkets') as unknown as MarketsTranslate;
  const locale = useLocale();
  return useMemo(() => {
    const teams = (event: { home: LocalName; away: LocalName }) => ({
      home: nameIn(event.home, locale),
      away: nameIn(event.away, locale),
    });
    return {
      locale,
      name: (name: LocalName) => nameIn(name, locale),
      teams,
      market: (market: MarketRef, event: { home: LocalName; away: LocalName }) =>
        marketName(t, market, teams(event)),
      outcome: (market: MarketRef, id: string, event: { home: LocalName; away: LocalName }) =>
        outcomeName(t, market, id, teams(event)),
      short: (market: MarketRef, id: string, event: { home: LocalName; away: LocalName }) =>
        outcomeShort(t, market, id, teams(event)),
      group: (group: string) => t(`groups.${group}`),
    };
  }, [t, locale]);
}
