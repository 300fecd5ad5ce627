'use client';

import { useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import { setFavourite } from '@/lib/api/casino';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { useErrorToast } from '@/lib/hooks/forms/use-error-toast';
import { useToken } from '@/lib/session/token';
import type { CasinoGameSummary } from '@/lib/schemas/casino';

/**
 * The hearts of the grid: a player's click marks or unmarks the game at once and tells the API
 * (undone, with the error notification, if it refuses); a guest gets the Login modal instead.
 */
export function useFavourites(onChange: () => void) {
  const token = useToken();
  const { open } = useModal();
  const toastError = useErrorToast();
  const [marks, setMarks] = useState<Record<string, boolean>>({});

  const isFavourite = (game: CasinoGameSummary) => marks[game.slug] ?? game.is_favourite ?? false;

  async function toggle(game: CasinoGameSummary) {
    if (!token) {
      open('Login');
      return;
    }
    const next = !isFavourite(game);
    setMarks((current) => ({ ...current, [game.slug]: next }));
    try {
      await setFavourite(browserApi(), game.slug, next);
      onChange();
    } catch (error) {
      setMarks((current) => ({ ...current, [game.slug]: !next }));
      toastError(error);
    }
  }

  return { isFavourite, toggle };
}
