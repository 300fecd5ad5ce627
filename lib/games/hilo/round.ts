import { ONE_PERCENT_EDGE } from '@/lib/constants/games';
import { GameError } from '@/lib/games/errors';
import { multiplierDown } from '@/lib/games/multiplier';
import {
  cardFromFloat,
  guessWins,
  HILO_GUESSES,
  type HiloGuess,
  RANKS,
  winningRanks,
} from './cards';

export type HiloAction =
  | { readonly type: 'guess'; readonly guess: HiloGuess }
  | { readonly type: 'skip' }
  | { readonly type: 'cash_out' };

/** One card of the round and what it was drawn for. */
export type HiloStep =
  | { readonly card: number; readonly kind: 'start' }
  | { readonly card: number; readonly kind: 'skip' }
  | {
      readonly card: number;
      readonly kind: 'guess';
      readonly guess: HiloGuess;
      readonly won: boolean;
    };

export type HiloRound = {
  readonly status: 'open' | 'lost' | 'cashed_out';
  /** Card n of the round is steps[n].card, drawn from float n of the round's nonce. */
  readonly steps: readonly HiloStep[];
  /** What cashing out pays (open), paid (cashed out) or 0 (lost, or no guess won yet). */
  readonly multiplier: number;
};

/** Float number `index` of the round's nonce. */
export type DrawFloat = (index: number) => number;

/**
 * The multiplier after the guesses won so far: 0.99 / (p₁ · p₂ · … · pₙ), rounded down to four
 * decimals, where pᵢ = winning ranks / 13 of each won guess. The 1 % edge is taken once per
 * round, not per guess, so every cash-out strategy returns 99 %: the product of 1/pᵢ over a
 * surviving run is a fair bet, whatever the player does. (Taking 0.99 / p per guess would
 * return 0.99ⁿ after n guesses.) 0 until a guess wins.
 */
export function hiloMultiplier(steps: readonly HiloStep[]): number {
  let numerator = BigInt(ONE_PERCENT_EDGE.numerator);
  let denominator = BigInt(ONE_PERCENT_EDGE.denominator);
  let won = 0;
  steps.forEach((step, n) => {
    if (step.kind !== 'guess' || !step.won) return;
    numerator *= BigInt(RANKS.length);
    denominator *= BigInt(winningRanks(steps[n - 1]!.card, step.guess));
    won++;
  });
  return won === 0 ? 0 : multiplierDown(numerator, denominator);
}

/** The current card, whose rank the next guess is about. */
export function currentCard(round: HiloRound): number {
  return round.steps[round.steps.length - 1]!.card;
}

/** The probability of a guess on the current card and the multiplier it would lead to. */
export function hiloGuessOdds(round: HiloRound, guess: HiloGuess) {
  const card = currentCard(round);
  const probability = winningRanks(card, guess) / RANKS.length;
  // The round as it would be after the guess wins (the next card's value does not matter here).
  const won = { card, kind: 'guess', guess, won: true } as const;
  return { probability, multiplier: hiloMultiplier([...round.steps, won]) };
}

/** A new round: card 0 from float 0. */
export function startHilo(draw: DrawFloat): HiloRound {
  return {
    status: 'open',
    steps: [{ card: cardFromFloat(draw(0)), kind: 'start' }],
    multiplier: 0,
  };
}

/**
 * The round after an action. Refused: any action on a finished round, a guess that cannot lose
 * (higher-or-same on a 2, lower-or-same on an ace), cashing out before a guess has won.
 */
export function hiloReduce(round: HiloRound, action: HiloAction, draw: DrawFloat): HiloRound {
  if (round.status !== 'open') throw new GameError('round_finished');
  const next = () => cardFromFloat(draw(round.steps.length));
  switch (action.type) {
    case 'cash_out':
      if (round.multiplier === 0) throw new GameError('nothing_to_cash_out');
      return { ...round, status: 'cashed_out' };
    case 'skip':
      return { ...round, steps: [...round.steps, { card: next(), kind: 'skip' }] };
    case 'guess': {
      const { guess } = action;
      if (!HILO_GUESSES.includes(guess)) throw new GameError('invalid_value', `bad guess ${guess}`);
      const current = currentCard(round);
      if (winningRanks(current, guess) === RANKS.length) throw new GameError('certain_guess');
      const card = next();
      const won = guessWins(current, card, guess);
      const steps = [...round.steps, { card, kind: 'guess', guess, won } as const];
      return won
        ? { status: 'open', steps, multiplier: hiloMultiplier(steps) }
        : { status: 'lost', steps, multiplier: 0 };
    }
    default:
      throw new GameError('invalid_value', 'unknown hilo action');
  }
}
