import { DECLARED_RTP } from '@/lib/constants/games';
import { GameError } from '@/lib/games/errors';
import { range } from '@/lib/games/fair/draw';
import { minerMultiplier, placeMines } from '@/lib/games/miner/field';
import {
  type MinerAction,
  type MinerRound,
  minerReduce,
  publicMinerRound,
  startMiner,
  startMinerFromSeeds,
} from '@/lib/games/miner/round';
import { seedsAt } from '@/tests/support/games';

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

const reveal = (cell: number): MinerAction => ({ type: 'reveal', cell });
const play = (round: MinerRound, actions: readonly MinerAction[]) =>
  actions.reduce(minerReduce, round);

describe('miner mines', () => {
  it('answer the known vectors of fixed seeds', () => {
    // The first k floats of nonce 7 (reference: Python's hmac and the same index rule).
    expect(startMinerFromSeeds(seedsAt(7), 1).mines).toEqual([15]);
    expect(startMinerFromSeeds(seedsAt(7), 3).mines).toEqual([1, 14, 15]);
    expect(startMinerFromSeeds(seedsAt(7), 5).mines).toEqual([1, 2, 7, 14, 15]);
    expect(startMinerFromSeeds(seedsAt(7), 24).mines).toEqual(range(0, 23));
  });

  it('are the first k draws of a shuffle of the 25 cells', () => {
    expect(placeMines([0, 0, 0])).toEqual([0, 1, 2]);
    expect(placeMines([0.99, 0.99])).toEqual([23, 24]);
    expect(placeMines([0.5, 0.5])).toEqual([12, 13]);
  });

  it('number 1 to 24', () => {
    expect(() => placeMines([])).toThrow(GameError);
    expect(() => placeMines(Array(25).fill(0))).toThrow();
    expect(() => startMinerFromSeeds(seedsAt(0), 0)).toThrow(GameError);
    expect(() => startMinerFromSeeds(seedsAt(0), 25)).toThrow(GameError);
    expect(() => startMinerFromSeeds(seedsAt(0), 2.5)).toThrow(GameError);
  });
});

describe('miner multipliers', () => {
  it('are 0.99 · C(25, n) / C(25 − k, n), rounded down to four decimals', () => {
    expect(minerMultiplier(1, 1)).toBe(1.0312); // 0.99 · 25/24 = 1.03125
    expect(minerMultiplier(3, 2)).toBe(1.2857); // 0.99 · 300/231
    expect(minerMultiplier(24, 1)).toBe(24.75);
    expect(minerMultiplier(1, 24)).toBe(24.75);
    expect(minerMultiplier(5, 0)).toBe(0.99);
    expect(() => minerMultiplier(5, 21)).toThrow(GameError);
  });

  it('return 99 % for every mine count and cash-out point, never above', () => {
    for (let mines = 1; mines <= 24; mines++) {
      for (let safe = 1; safe <= 25 - mines; safe++) {
        // Exactly: P(n safe) × multiplier = C(25−k, n)/C(25, n) × scaled / 10000.
        const scaled = BigInt(Math.round(minerMultiplier(mines, safe) * 10_000));
        const returned = binomial(25 - mines, safe) * scaled;
        const declared = BigInt(Math.round(DECLARED_RTP.miner * 10_000)) * binomial(25, safe);
        expect(returned).toBeLessThanOrEqual(declared);
        expect(Number(returned) / Number(binomial(25, safe)) / 10_000).toBeGreaterThan(
          DECLARED_RTP.miner - 1e-4,
        );
      }
    }
  });
});

describe('a miner round', () => {
  const round = startMiner([0, 0, 0]); // mines 0, 1, 2

  it('reveals safe cells and cashes out', () => {
    const played = play(round, [reveal(10), reveal(24)]);
    expect(played).toEqual({
      status: 'open',
      mines: [0, 1, 2],
      revealed: [10, 24],
      exploded: null,
      multiplier: minerMultiplier(3, 2),
    });
    expect(minerReduce(played, { type: 'cash_out' })).toMatchObject({
      status: 'cashed_out',
      multiplier: 1.2857,
    });
  });

  it('ends on a mine', () => {
    expect(play(round, [reveal(10), reveal(1)])).toMatchObject({
      status: 'lost',
      revealed: [10],
      exploded: 1,
      multiplier: 0,
    });
  });

  it('cashes out by itself when the last safe cell is revealed', () => {
    const cleared = play(round, range(3, 24).map(reveal));
    expect(cleared).toMatchObject({ status: 'cashed_out', multiplier: minerMultiplier(3, 22) });
  });

  it('refuses cells off the field or revealed, and cashing out with nothing revealed', () => {
    expect(() => minerReduce(round, { type: 'cash_out' })).toThrow(
      expect.objectContaining({ code: 'nothing_to_cash_out' }),
    );
    expect(() => play(round, [reveal(5), reveal(5)])).toThrow(
      expect.objectContaining({ code: 'cell_revealed' }),
    );
    for (const cell of [-1, 25, 2.5, Number.NaN]) {
      expect(() => minerReduce(round, reveal(cell))).toThrow(
        expect.objectContaining({ code: 'invalid_value' }),
      );
    }
    expect(() => minerReduce(round, { type: 'flag' } as unknown as MinerAction)).toThrow(GameError);
  });

  it('refuses any action once the round is over', () => {
    const lost = play(round, [reveal(0)]);
    const cashed = play(round, [reveal(3), { type: 'cash_out' }]);
    for (const finished of [lost, cashed]) {
      for (const action of [reveal(4), { type: 'cash_out' } as const]) {
        expect(() => minerReduce(finished, action)).toThrow(
          expect.objectContaining({ code: 'round_finished' }),
        );
      }
    }
  });

  it('hides the mines from the player until the round is over', () => {
    expect(publicMinerRound(play(round, [reveal(3)]))).toEqual({
      status: 'open',
      mineCount: 3,
      mines: null,
      revealed: [3],
      exploded: null,
      multiplier: minerMultiplier(3, 1),
    });
    expect(publicMinerRound(play(round, [reveal(2)])).mines).toEqual([0, 1, 2]);
  });
});
