import { DECLARED_RTP } from '@/lib/constants/games';
import { GameError } from '@/lib/games/errors';
import { cardFromFloat, describeCard, type HiloGuess, winningRanks } from '@/lib/games/hilo/cards';
import {
  type DrawFloat,
  type HiloAction,
  hiloGuessOdds,
  type HiloRound,
  hiloReduce,
  startHilo,
} from '@/lib/games/hilo/round';
import { hiloDraw } from '@/lib/games/hilo/play';
import { seedsAt } from '@/tests/support/games';

/** A draw that deals the given cards in order (card c comes from float (c + 0.5) / 52). */
const deal =
  (cards: readonly number[]): DrawFloat =>
  (index) =>
    (cards[index]! + 0.5) / 52;

const guess = (value: HiloGuess): HiloAction => ({ type: 'guess', guess: value });

function play(actions: readonly HiloAction[], draw: DrawFloat): HiloRound {
  return actions.reduce((round, action) => hiloReduce(round, action, draw), startHilo(draw));
}

describe('hilo cards', () => {
  it('rank 2 lowest to ace highest, card mod 13', () => {
    expect(cardFromFloat(0)).toBe(0);
    expect(cardFromFloat(1 - 2 ** -32)).toBe(51);
    expect(describeCard(0)).toEqual({ rank: '2', suit: 'spades' });
    expect(describeCard(12)).toEqual({ rank: 'A', suit: 'spades' });
    expect(describeCard(21)).toEqual({ rank: '10', suit: 'hearts' });
    expect(describeCard(51)).toEqual({ rank: 'A', suit: 'clubs' });
  });

  it('count the winning ranks, the same rank winning both ways', () => {
    expect(winningRanks(0, 'higher_or_same')).toBe(13);
    expect(winningRanks(0, 'lower_or_same')).toBe(1);
    expect(winningRanks(6, 'higher_or_same')).toBe(7);
    expect(winningRanks(6, 'lower_or_same')).toBe(7);
    expect(winningRanks(25, 'lower_or_same')).toBe(13);
  });
});

describe('a hilo round', () => {
  it('plays the known vector of fixed seeds, card n from float n', () => {
    // Nonce 0 deals 4♠ J♠ 7♠ 10♥ K♠ J♠ (reference: Python's hmac).
    const draw = hiloDraw(seedsAt(0));
    const start = startHilo(draw);
    expect(start).toEqual({ status: 'open', steps: [{ card: 2, kind: 'start' }], multiplier: 0 });
    const afterFirst = hiloReduce(start, guess('higher_or_same'), draw);
    expect(afterFirst.multiplier).toBe(1.17); // 0.99 · 13/11
    const afterSecond = hiloReduce(afterFirst, guess('lower_or_same'), draw);
    expect(afterSecond.multiplier).toBe(1.521); // 0.99 · 13/11 · 13/10
    const skipped = hiloReduce(afterSecond, { type: 'skip' }, draw);
    expect(skipped.multiplier).toBe(1.521);
    const third = hiloReduce(skipped, guess('higher_or_same'), draw);
    expect(third.multiplier).toBe(3.9546); // 0.99 · 13³ / (11 · 10 · 5), rounded down
    const lost = hiloReduce(third, guess('higher_or_same'), draw);
    expect(lost).toEqual({
      status: 'lost',
      steps: [
        { card: 2, kind: 'start' },
        { card: 9, kind: 'guess', guess: 'higher_or_same', won: true },
        { card: 5, kind: 'guess', guess: 'lower_or_same', won: true },
        { card: 21, kind: 'skip' },
        { card: 11, kind: 'guess', guess: 'higher_or_same', won: true },
        { card: 35, kind: 'guess', guess: 'higher_or_same', won: false },
      ],
      multiplier: 0,
    });
  });

  it('cashes out at the multiplier reached', () => {
    const round = play([guess('lower_or_same'), { type: 'cash_out' }], deal([11, 3]));
    expect(round).toMatchObject({ status: 'cashed_out', multiplier: 1.0725 }); // 0.99 · 13/12
  });

  it('shows the odds of each guess', () => {
    const round = startHilo(deal([6]));
    expect(hiloGuessOdds(round, 'higher_or_same')).toEqual({
      probability: 7 / 13,
      multiplier: 1.8385,
    });
  });

  it('refuses a guess that cannot lose', () => {
    expect(() => hiloReduce(startHilo(deal([0])), guess('higher_or_same'), deal([0, 5]))).toThrow(
      expect.objectContaining({ code: 'certain_guess' }),
    );
    expect(() => hiloReduce(startHilo(deal([51])), guess('lower_or_same'), deal([51, 5]))).toThrow(
      expect.objectContaining({ code: 'certain_guess' }),
    );
    expect(play([guess('lower_or_same')], deal([0, 13])).multiplier).toBe(12.87);
  });

  it('refuses cashing out before a guess has won', () => {
    const draw = deal([5, 7, 9]);
    expect(() => play([{ type: 'cash_out' }], draw)).toThrow(
      expect.objectContaining({ code: 'nothing_to_cash_out' }),
    );
    expect(() => play([{ type: 'skip' }, { type: 'cash_out' }], draw)).toThrow(
      expect.objectContaining({ code: 'nothing_to_cash_out' }),
    );
  });

  it('refuses any action once the round is over', () => {
    const lost = play([guess('lower_or_same')], deal([5, 9]));
    const cashed = play([guess('higher_or_same'), { type: 'cash_out' }], deal([5, 9]));
    for (const round of [lost, cashed]) {
      for (const action of [guess('higher_or_same'), { type: 'skip' }, { type: 'cash_out' }]) {
        expect(() => hiloReduce(round, action as HiloAction, deal([1, 2, 3, 4]))).toThrow(
          expect.objectContaining({ code: 'round_finished' }),
        );
      }
    }
  });

  it('refuses an unknown action', () => {
    expect(() =>
      hiloReduce(startHilo(deal([5])), { type: 'double' } as unknown as HiloAction, deal([5, 6])),
    ).toThrow(GameError);
    expect(() => hiloReduce(startHilo(deal([5])), guess('same' as HiloGuess), deal([5]))).toThrow(
      GameError,
    );
  });
});

describe('hilo return', () => {
  /** Exact expected multiplier of a strategy over every rank sequence (each rank 1/13). */
  function expectedReturn(
    pick: (rank: number) => HiloGuess,
    guesses: number,
    stop: (round: HiloRound) => boolean = () => false,
  ): number {
    let total = 0;
    const explore = (round: HiloRound, cards: number[], weight: number, left: number): void => {
      if (round.status === 'lost') return;
      if (left === 0 || (round.multiplier > 0 && stop(round))) {
        total += weight * hiloReduce(round, { type: 'cash_out' }, deal(cards)).multiplier;
        return;
      }
      const choice = pick(cards[cards.length - 1]!);
      for (let rank = 0; rank < 13; rank++) {
        const next = [...cards, rank];
        explore(hiloReduce(round, guess(choice), deal(next)), next, weight / 13, left - 1);
      }
    };
    for (let rank = 0; rank < 13; rank++) {
      explore(startHilo(deal([rank])), [rank], 1 / 13, guesses);
    }
    return total;
  }

  // The likelier side, or the only side that can lose on a 2 or an ace.
  const likelier = (rank: number): HiloGuess =>
    rank === 12 || (rank > 0 && 13 - rank >= rank + 1) ? 'higher_or_same' : 'lower_or_same';
  const bolder = (rank: number): HiloGuess =>
    13 - rank < rank + 1 ? 'higher_or_same' : 'lower_or_same';

  it('is 99 % for any strategy, the edge being taken once per round', () => {
    for (const strategy of [likelier, bolder]) {
      for (const guesses of [1, 2, 3]) {
        const rtp = expectedReturn(strategy, guesses);
        expect(rtp).toBeLessThanOrEqual(DECLARED_RTP.hilo + 1e-12);
        expect(rtp).toBeGreaterThan(DECLARED_RTP.hilo - 1e-4);
      }
    }
    // Stopping on what the cards did changes nothing either.
    const adaptive = expectedReturn(likelier, 4, (round) => round.multiplier >= 1.5);
    expect(adaptive).toBeLessThanOrEqual(DECLARED_RTP.hilo + 1e-12);
    expect(adaptive).toBeGreaterThan(DECLARED_RTP.hilo - 1e-4);
  });
});
