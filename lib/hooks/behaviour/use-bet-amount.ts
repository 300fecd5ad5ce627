'use client';

import { useState } from 'react';
import type { Currency } from '@/lib/constants/currencies';
import { BET_LIMITS, type BetRange, type LimitedGame } from '@/lib/constants/games';
import { amountProblem, parseAmount, type AmountProblem } from '@/lib/payments/limits';
import { useBetCurrency } from '@/lib/hooks/behaviour/use-bet-currency';

/** A game's bet range in a currency, major units (spec §9). */
export function betRange(game: LimitedGame, currency: Currency): BetRange {
  return BET_LIMITS[currency][game];
}

/** What is wrong with a typed bet amount for the game and currency, or null. */
export function betAmountProblem(
  value: string,
  game: LimitedGame,
  currency: Currency,
): AmountProblem | null {
  return amountProblem(value, betRange(game, currency));
}

/**
 * The bet amount of a game board as typed, starting at the game's minimum in the bet currency
 * (and again at it when that currency changes, e.g. when a guest signs in). `amount` is the
 * number to send, or null while the typed value is not a bet the limits allow.
 */
export function useBetAmount(game: LimitedGame) {
  const currency = useBetCurrency();
  const initial = () => String(betRange(game, currency).min);
  const [state, setState] = useState(() => ({ currency, value: initial() }));
  // Reset during render when the currency changes (React's "adjust state on prop change").
  if (state.currency !== currency) setState({ currency, value: initial() });
  const value = state.currency === currency ? state.value : initial();
  const problem = betAmountProblem(value, game, currency);
  return {
    value,
    setValue: (next: string) => setState({ currency, value: next }),
    currency,
    problem,
    amount: problem ? null : parseAmount(value),
  };
}
