import { z } from '@/lib/zod';
import { DECLARED_RTP } from '@/lib/constants/games';
import { roundAction, roundGame } from '@/lib/games/definition';
import { floatAt } from '@/lib/games/fair/floats';
import { gameNameKey } from '@/lib/games/names';
import { roundPayout } from '@/lib/games/round';
import { fieldLabel, readInteger, text } from '@/lib/games/verifier';
import { cardFromFloat, describeCard, HILO_GUESSES } from './cards';
import { type HiloAction, hiloGuessOdds, hiloReduce, type HiloRound, startHilo } from './round';
import { hiloDraw } from './play';

/** What a guess request may ask: a guess on the current card, or a skip to the next one. */
export const HILO_ACTIONS = [...HILO_GUESSES, 'skip'] as const;

/** The most cards the verifier deals at once. */
export const VERIFIER_MAX_CARDS = 100;

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

const guessOdds = z.object({ chance: z.number(), multiplier: z.number() });

/**
 * Hi-Lo: a round starts with card 0 (float 0 of its nonce); each guess (higher or same, lower or
 * same) or skip draws the next card from the next float. A won guess raises the multiplier, a
 * lost one ends the round, and cashing out (after a won guess) pays floor(stake × multiplier).
 */
export const hilo = roundGame({
  id: 'hilo',
  kind: 'round',
  summary: 'Take the stake and deal the first card',
  nameKey: gameNameKey('hilo'),
  rtp: DECLARED_RTP.hilo,
  limits: 'hilo',
  input: z.strictObject({}),
  start: (seeds) => startHilo(hiloDraw(seeds)),
  actions: {
    guess: roundAction({
      summary: 'Higher or same, lower or same, or skip the card',
      input: z.strictObject({ guess: z.enum(HILO_ACTIONS) }),
      // A guess that cannot lose is refused on `guess`.
      field: 'guess',
      toAction: ({ guess }): HiloAction =>
        guess === 'skip' ? { type: 'skip' } : { type: 'guess', guess },
    }),
  },
  cashOut: { type: 'cash_out' },
  reduce: (round: HiloRound, action: HiloAction, seeds) =>
    hiloReduce(round, action, hiloDraw(seeds)),
  view: hiloResult,
  payout: roundPayout,
  answer: {
    result: z.looseObject({
      cards: z.array(z.number()),
      steps: z.array(z.record(z.string(), z.unknown())),
      multiplier: z.number(),
      /** The odds of each guess on the current card; absent once the round is over. */
      next: z.object({ higher_or_same: guessOdds, lower_or_same: guessOdds }).nullable().optional(),
    }),
  },
  verifier: {
    fields: [{ name: 'cards', label: fieldLabel('cards'), control: 'text', initial: '5' }],
    replay(seeds, { cards = '' }) {
      const count = readInteger(cards);
      if (count === null || count < 1 || count > VERIFIER_MAX_CARDS) return 'cards';
      const dealt = Array.from({ length: count }, (_, index) =>
        describeCard(cardFromFloat(floatAt(seeds, index))),
      );
      return {
        summary: { key: 'FairTools.result.hilo', values: { count: text(count) } },
        figure: { kind: 'cards', cards: dealt },
      };
    },
    fieldsOf: ({ result }) => ({
      cards: Array.isArray(result.cards) ? String(result.cards.length) : undefined,
    }),
  },
});
