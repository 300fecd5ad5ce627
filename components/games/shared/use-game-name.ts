'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { gameNameKey } from '@/lib/games/names';
import type { GameId } from '@/lib/games/registry';

/** A game's name in the page's language (its definition's `nameKey`). */
export function useGameName() {
  const t = useTranslations() as unknown as (key: string) => string;
  return useCallback((game: GameId) => t(gameNameKey(game)), [t]);
}
