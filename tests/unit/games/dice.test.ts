import {
  DECLARED_RTP,
  DICE_MAX_WIN_OUTCOMES,
  DICE_MIN_WIN_OUTCOMES,
  DICE_ROLL_OUTCOMES,
} from '@/lib/constants/games';
import {
  type DiceBet,
  diceBetProblem,
  diceMultiplier,
  diceOutcome,
  diceRollHundredths,
  diceWinChance,
} from '@/lib/games/dice/dice';
import { playDice } from '@/lib/games/dice/play';
import { GameError } from '@/lib/games/errors';
import { seedsAt } from '@/tests/support/games';

describe('dice', () => {
  it('rolls floor(f · 10001) / 100', () => {
    expect(diceRollHundredths(0)).toBe(0);
    expect(diceRollHundredths(1 - 2 ** -32)).toBe(10_000);
    expect(diceRollHundredths(0.5)).toBe(5000);
    expect(() => diceRollHundredths(1)).toThrow(RangeError);
  });

  it('answers the known vectors of fixed seeds', () => {
    // Floats 0 of nonces 0 and 1 roll 3.87 and 92.85 (reference: Python's hmac).
    expect(playDice(seedsAt(0), { target: 50, direction: 'under' })).toEqual({
      roll: 3.87,
      winChance: (5000 * 100) / 10_001,
      multiplier: 1.9801,
      win: true,
    });
    expect(playDice(seedsAt(1), { target: 92.85, direction: 'over' })).toMatchObject({
      roll: 92.85,
      multiplier: 0,
      win: false,
    });
    expect(playDice(seedsAt(1), { target: 92.84, direction: 'over' })).toMatchObject({
      roll: 92.85,
      // 716 winning rolls (92.85–100.00): floor(0.99 · 10001 / 716, four decimals).
      multiplier: 13.8281,
      win: true,
    });
  });

  it('wins strictly under or over the target', () => {
    const under: DiceBet = { target: 10, direction: 'under' };
    expect(diceOutcome(999 / 10_001, under).win).toBe(true);
    expect(diceOutcome(1000 / 10_001, under).win).toBe(false);
    const over: DiceBet = { target: 10, direction: 'over' };
    expect(diceOutcome(1000.5 / 10_001, over).win).toBe(false);
    expect(diceOutcome(1001.5 / 10_001, over).win).toBe(true);
  });

  it('pays 99 / win chance, rounded down to four decimals', () => {
    expect(diceMultiplier({ target: 50, direction: 'under' })).toBe(1.9801);
    expect(diceMultiplier({ target: 0.01, direction: 'under' })).toBe(9900.99);
    expect(diceMultiplier({ target: 98, direction: 'under' })).toBe(1.0103);
    expect(diceMultiplier({ target: 2, direction: 'over' })).toBe(1.0103);
    expect(diceWinChance({ target: 25, direction: 'over' })).toBeCloseTo(74.9925, 4);
  });

  it('keeps the win chance between 0.01 % and 98 % (1 to 9800 winning rolls)', () => {
    expect(DICE_MIN_WIN_OUTCOMES).toBe(1);
    expect(DICE_MAX_WIN_OUTCOMES).toBe(9800);
    expect(diceBetProblem({ target: 0.01, direction: 'under' })).toBeNull();
    expect(diceBetProblem({ target: 98, direction: 'under' })).toBeNull();
    expect(diceBetProblem({ target: 2, direction: 'over' })).toBeNull();
    expect(diceBetProblem({ target: 99.99, direction: 'over' })).toBeNull();
    for (const bet of [
      { target: 0, direction: 'under' },
      { target: 98.01, direction: 'under' },
      { target: 1.99, direction: 'over' },
      { target: 100, direction: 'over' },
      { target: 50.005, direction: 'under' },
      { target: Number.NaN, direction: 'under' },
      { target: 50, direction: 'sideways' },
    ] as DiceBet[]) {
      expect(diceBetProblem(bet)).toBe('invalid_value');
      expect(() => diceOutcome(0.5, bet)).toThrow(GameError);
    }
  });

  it('returns 99 % on every legal bet, exactly up to the rounding of the multiplier', () => {
    let lowest = 1;
    for (let outcomes = DICE_MIN_WIN_OUTCOMES; outcomes <= DICE_MAX_WIN_OUTCOMES; outcomes++) {
      for (const bet of [
        { target: outcomes / 100, direction: 'under' },
        { target: (DICE_ROLL_OUTCOMES - 1 - outcomes) / 100, direction: 'over' },
      ] as DiceBet[]) {
        // Exact: outcomes / 10001 × (multiplier in ten-thousandths) / 10000.
        const scaled = Math.round(diceMultiplier(bet) * 10_000);
        const rtp = (outcomes * scaled) / (DICE_ROLL_OUTCOMES * 10_000);
        expect(rtp).toBeLessThanOrEqual(DECLARED_RTP.dice);
        lowest = Math.min(lowest, rtp);
      }
    }
    expect(lowest).toBeGreaterThan(DECLARED_RTP.dice - 1e-4);
  });
});
