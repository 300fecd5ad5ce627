import { HILO_GUESSES } from '@/lib/games/hilo/cards';
import { hiloGuessOdds, type HiloRound } from '@/lib/games/hilo/round';
import type { Outcome } from './place-bet';
import { roundOutcome } from './round-outcome';

/** A chance in percent, two decimals (12/13 → 92.31). */
const percent = (probability: number) => Math.round(probability * 10_000) / 100;

/**
 * What the API shows of a hilo round: every card (card 0 is the start), the steps after the
 * start, the cash-out multiplier (0 until a guess has won) and, while open, each guess's chance
 * in percent and the multiplier a win would bring. A guess with chance 100 cannot lose and is
 * refused (a 2 for "higher or same", an ace for "lower or same").
 */
export function hiloResult(round: HiloRound) {
  return {
    cards: round.steps.map((step) => step.card),
    steps: round.steps.slice(1),
    multiplier: round.multiplier,
    next:
      round.status === 'open'
        ? Object.fromEntries(
            HILO_GUESSES.map((guess) => {
              const odds = hiloGuessOdds(round, guess);
              return [guess, { chance: percent(odds.probability), multiplier: odds.multiplier }];
            }),
          )
        : null,
    outcome: round.status,
  };
}

/** The bet a hilo round amounts to (`roundOutcome`). */
export function hiloOutcome(stake: number, round: HiloRound): Outcome {
  return roundOutcome(stake, round, hiloResult(round));
}
