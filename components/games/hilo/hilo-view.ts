import { HILO_GUESSES, type HiloGuess, winningRanks, RANKS } from '@/lib/games/hilo/cards';
import { hiloGuessOdds, type HiloStep } from '@/lib/games/hilo/round';
import type { HiloAnswer } from '@/lib/schemas/games';

/** What a step of the round was: the first card, a skipped card, or a guess won or lost. */
export type HiloHistoryEntry =
  | { card: number; kind: 'start' | 'skip' }
  | { card: number; kind: 'guess'; guess: HiloGuess; won: boolean };

export type GuessOdds = {
  /** In percent, as the API gives it. */
  chance: number;
  multiplier: number;
  /** The guess cannot lose (higher or same on a 2, lower or same on an ace): refused. */
  certain: boolean;
};

function isGuess(value: unknown): value is HiloGuess {
  return HILO_GUESSES.includes(value as HiloGuess);
}

/**
 * The round's cards with what each was drawn for. Card 0 starts the round; step n describes
 * card n + 1 (`{kind: 'skip'}`, or `{kind: 'guess', guess, won}` as `lib/games/hilo` keeps them).
 */
export function hiloHistory(bet: HiloAnswer): HiloHistoryEntry[] {
  const { cards, steps } = bet.result;
  return cards.map((card, index) => {
    if (index === 0) return { card, kind: 'start' };
    const step = steps[index - 1] ?? {};
    const guess = step.guess;
    if (isGuess(guess)) return { card, kind: 'guess', guess, won: step.won === true };
    return { card, kind: 'skip' };
  });
}

/**
 * The chance and multiplier of each guess on the current card: the server's `next` when the
 * answer has it, else the same rules computed here.
 */
export function hiloOdds(bet: HiloAnswer, history: HiloHistoryEntry[]) {
  const current = history[history.length - 1]!.card;
  const steps: HiloStep[] = history;
  const round = { status: 'open', steps, multiplier: bet.result.multiplier } as const;
  return Object.fromEntries(
    HILO_GUESSES.map((guess) => {
      const certain = winningRanks(current, guess) === RANKS.length;
      const given = bet.result.next?.[guess];
      if (given) return [guess, { ...given, certain }];
      const computed = hiloGuessOdds(round, guess);
      // In percent with two decimals, as the API rounds it.
      const chance = Math.round(computed.probability * 10_000) / 100;
      return [guess, { chance, multiplier: computed.multiplier, certain }];
    }),
  ) as Record<HiloGuess, GuessOdds>;
}

/** Cashing out needs a won guess; before that the round pays nothing. */
export function canCashOut(history: HiloHistoryEntry[]) {
  return history.some((entry) => entry.kind === 'guess' && entry.won);
}
