import { DECLARED_RTP, ROULETTE_MAX_CHIPS } from '@/lib/constants/games';
import { GameError } from '@/lib/games/errors';
import {
  chipWins,
  coveredNumbers,
  ROULETTE_PAYOUTS,
  type RouletteBet,
  rouletteBetProblem,
  rouletteBetsProblem,
} from '@/lib/games/roulette/bets';
import { INSIDE_GROUPS, isInsideGroup, pocketColor } from '@/lib/games/roulette/layout';
import { playRoulette, rouletteOutcome, roulettePocket } from '@/lib/games/roulette/spin';
import { seedsAt } from '@/tests/support/games';

type Unpriced = RouletteBet extends infer Bet
  ? Bet extends unknown
    ? Omit<Bet, 'amount'>
    : never
  : never;

const chip = (bet: Unpriced, amount = 100) => ({ ...bet, amount }) as RouletteBet;

describe('the roulette layout', () => {
  it('has the classic colours', () => {
    expect(pocketColor(0)).toBe('green');
    expect(pocketColor(1)).toBe('red');
    expect(pocketColor(2)).toBe('black');
    expect(pocketColor(10)).toBe('black');
    expect(pocketColor(19)).toBe('red');
    expect(pocketColor(36)).toBe('red');
  });

  it('counts 37 straights, 60 splits, 14 streets, 23 corners and 11 lines', () => {
    expect(INSIDE_GROUPS.straight.size).toBe(37);
    expect(INSIDE_GROUPS.split.size).toBe(60);
    expect(INSIDE_GROUPS.street.size).toBe(14);
    expect(INSIDE_GROUPS.corner.size).toBe(23);
    expect(INSIDE_GROUPS.line.size).toBe(11);
  });

  it('knows legal inside bets in any order', () => {
    expect(isInsideGroup('split', [2, 1])).toBe(true);
    expect(isInsideGroup('split', [1, 4])).toBe(true);
    expect(isInsideGroup('split', [0, 3])).toBe(true);
    expect(isInsideGroup('street', [34, 35, 36])).toBe(true);
    expect(isInsideGroup('street', [0, 1, 2])).toBe(true);
    expect(isInsideGroup('corner', [5, 6, 8, 9])).toBe(true);
    expect(isInsideGroup('corner', [0, 1, 2, 3])).toBe(true);
    expect(isInsideGroup('line', [31, 32, 33, 34, 35, 36])).toBe(true);
  });

  it('refuses groups that are not neighbours on the layout', () => {
    expect(isInsideGroup('split', [3, 4])).toBe(false); // across a row end
    expect(isInsideGroup('split', [1, 3])).toBe(false);
    expect(isInsideGroup('split', [34, 37])).toBe(false);
    expect(isInsideGroup('split', [0, 4])).toBe(false);
    expect(isInsideGroup('street', [2, 3, 4])).toBe(false);
    expect(isInsideGroup('street', [0, 1, 3])).toBe(false);
    expect(isInsideGroup('corner', [3, 4, 6, 7])).toBe(false);
    expect(isInsideGroup('corner', [1, 2, 3, 4])).toBe(false);
    expect(isInsideGroup('line', [2, 3, 4, 5, 6, 7])).toBe(false);
    expect(isInsideGroup('line', [0, 1, 2, 3, 4, 5])).toBe(false);
    expect(isInsideGroup('straight', [37])).toBe(false);
    expect(isInsideGroup('split', [1, 1])).toBe(false);
  });
});

describe('roulette bets', () => {
  it('validate kinds, numbers, indexes and amounts', () => {
    expect(rouletteBetProblem(chip({ kind: 'corner', numbers: [1, 2, 4, 5] }))).toBeNull();
    expect(rouletteBetProblem(chip({ kind: 'dozen', index: 3 }))).toBeNull();
    expect(rouletteBetProblem(chip({ kind: 'red' }))).toBeNull();
    expect(rouletteBetProblem(chip({ kind: 'corner', numbers: [1, 2, 3, 4] }))).toBe(
      'invalid_value',
    );
    expect(rouletteBetProblem(chip({ kind: 'straight', numbers: [1.5] }))).toBe('invalid_value');
    expect(rouletteBetProblem(chip({ kind: 'column', index: 4 }))).toBe('invalid_value');
    expect(rouletteBetProblem(chip({ kind: 'green' } as unknown as Unpriced))).toBe(
      'invalid_value',
    );
    expect(rouletteBetProblem(chip({ kind: 'red' }, 0))).toBe('invalid_value');
    expect(rouletteBetProblem(chip({ kind: 'red' }, 1.5))).toBe('invalid_value');
  });

  it('take 1 to the chip limit of them per spin', () => {
    const red = chip({ kind: 'red' });
    expect(rouletteBetsProblem([])).toBe('invalid_value');
    expect(rouletteBetsProblem(Array(ROULETTE_MAX_CHIPS).fill(red))).toBeNull();
    expect(rouletteBetsProblem(Array(ROULETTE_MAX_CHIPS + 1).fill(red))).toBe('too_many_chips');
    expect(() => rouletteOutcome(0.5, [])).toThrow(GameError);
  });

  it('cover the outside numbers, never zero', () => {
    expect(coveredNumbers(chip({ kind: 'dozen', index: 2 }))).toEqual([
      13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
    ]);
    expect(coveredNumbers(chip({ kind: 'column', index: 1 }))).toEqual([
      1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34,
    ]);
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      const numbers = coveredNumbers(chip({ kind }));
      expect(numbers).toHaveLength(18);
      expect(numbers).not.toContain(0);
    }
  });

  it('pay the classic odds, so every bet returns 36/37', () => {
    expect(ROULETTE_PAYOUTS).toMatchObject({
      straight: 35,
      split: 17,
      street: 11,
      corner: 8,
      line: 5,
      red: 1,
      dozen: 2,
      column: 2,
    });
    const bets: RouletteBet[] = [
      ...Object.entries(INSIDE_GROUPS).flatMap(([kind, groups]) =>
        [...groups].map((group) =>
          chip({ kind, numbers: group.split('-').map(Number) } as Unpriced),
        ),
      ),
      ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((kind) => chip({ kind })),
      ...[1, 2, 3].flatMap((index) => [
        chip({ kind: 'dozen', index }),
        chip({ kind: 'column', index }),
      ]),
    ];
    for (const bet of bets) {
      // Exactly: covered pockets × (odds + 1) = 36 for every bet, over 37 pockets.
      expect(coveredNumbers(bet).length * (ROULETTE_PAYOUTS[bet.kind] + 1)).toBe(36);
      for (let pocket = 0; pocket < 37; pocket++) {
        expect(chipWins(bet, pocket)).toBe(coveredNumbers(bet).includes(pocket));
      }
    }
    expect(DECLARED_RTP.roulette).toBe(36 / 37);
  });
});

describe('a roulette spin', () => {
  it('lands on floor(f · 37)', () => {
    expect(roulettePocket(0)).toBe(0);
    expect(roulettePocket(1 - 2 ** -32)).toBe(36);
    expect(roulettePocket(1 / 37)).toBe(1);
  });

  it('answers the known vector of fixed seeds, paying chips exactly', () => {
    // Float 0 of nonce 0 lands on 1 (red, odd, low, first dozen, first column).
    const bets = [
      chip({ kind: 'straight', numbers: [1] }, 10),
      chip({ kind: 'split', numbers: [0, 1] }, 10),
      chip({ kind: 'black' }, 100),
      chip({ kind: 'column', index: 1 }, 30),
    ];
    expect(playRoulette(seedsAt(0), bets)).toEqual({
      pocket: 1,
      color: 'red',
      chips: [
        { bet: bets[0], win: true, payout: 360 },
        { bet: bets[1], win: true, payout: 180 },
        { bet: bets[2], win: false, payout: 0 },
        { bet: bets[3], win: true, payout: 90 },
      ],
      stake: 150,
      payout: 630,
      multiplier: 4.2,
      win: true,
    });
  });

  it('loses every outside bet on zero', () => {
    const result = rouletteOutcome(0, [chip({ kind: 'red' }), chip({ kind: 'even' })]);
    expect(result).toMatchObject({ pocket: 0, payout: 0, multiplier: 0, win: false });
  });

  it('counts a hedge that pays the stake back as no win', () => {
    const result = rouletteOutcome(1 / 37, [chip({ kind: 'red' }), chip({ kind: 'black' })]);
    expect(result).toMatchObject({ pocket: 1, payout: 200, multiplier: 1, win: false });
  });
});
