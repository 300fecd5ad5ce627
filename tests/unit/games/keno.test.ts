import { DECLARED_RTP } from '@/lib/constants/games';
import { GameError } from '@/lib/games/errors';
import { range } from '@/lib/games/fair/draw';
import { type KenoBet, kenoBetProblem, kenoDraw, kenoOutcome } from '@/lib/games/keno/keno';
import { playKeno } from '@/lib/games/keno/play';
import { KENO_PAYTABLES, KENO_RISKS } from '@/lib/games/keno/paytables';
import { seedsAt } from '@/tests/support/games';

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** Ways to hit h of p picks when 10 of 40 are drawn; over C(40, p) it is the probability. */
const ways = (picks: number, hits: number) => binomial(10, hits) * binomial(30, picks - hits);

describe('the keno draw', () => {
  it('answers the known vector of fixed seeds', () => {
    // Floats 0–9 of nonce 0 (reference: Python's hmac and the same index rule).
    expect(playKeno(seedsAt(0), { picks: [2, 3, 4, 5, 6], risk: 'classic' })).toEqual({
      drawn: [2, 9, 6, 19, 12, 29, 26, 13, 3, 35],
      hits: [2, 3, 6],
      multiplier: 4.1,
      win: true,
    });
    expect(playKeno(seedsAt(1), { picks: [1, 2], risk: 'high' })).toEqual({
      drawn: [38, 8, 14, 5, 26, 32, 4, 36, 30, 3],
      hits: [],
      multiplier: 0,
      win: false,
    });
  });

  it('draws 10 distinct numbers of 1–40, each from those left', () => {
    expect(kenoDraw(Array(10).fill(0))).toEqual(range(1, 10));
    expect(kenoDraw(Array(10).fill(1 - 2 ** -32))).toEqual(range(31, 40).reverse());
    expect(() => kenoDraw([0.5])).toThrow(RangeError);
  });

  it('pays partial returns without calling them wins', () => {
    const drawn = Array(10).fill(0); // 1–10
    expect(kenoOutcome(drawn, { picks: [40], risk: 'low' })).toMatchObject({
      hits: [],
      multiplier: 0.7,
      win: false,
    });
  });
});

describe('keno tickets', () => {
  it('take 1–10 distinct numbers of 1–40 and a known risk', () => {
    expect(kenoBetProblem({ picks: [1], risk: 'low' })).toBeNull();
    expect(kenoBetProblem({ picks: range(31, 40), risk: 'high' })).toBeNull();
    for (const bet of [
      { picks: [], risk: 'low' },
      { picks: range(1, 11), risk: 'low' },
      { picks: [0], risk: 'low' },
      { picks: [41], risk: 'low' },
      { picks: [1.5], risk: 'low' },
      { picks: [3, 3], risk: 'low' },
      { picks: [3], risk: 'extreme' },
    ] as unknown as KenoBet[]) {
      expect(kenoBetProblem(bet)).toBe('invalid_value');
      expect(() => kenoOutcome(Array(10).fill(0), bet)).toThrow(GameError);
    }
  });
});

describe('keno paytables', () => {
  it('have a row per risk and picks, with a multiplier per possible hit count', () => {
    for (const risk of KENO_RISKS) {
      expect(KENO_PAYTABLES[risk]).toHaveLength(10);
      KENO_PAYTABLES[risk].forEach((row, index) => {
        expect(row).toHaveLength(index + 2);
        for (const multiplier of row) {
          expect(Math.round(multiplier * 100)).toBeCloseTo(multiplier * 100, 6);
        }
        // Once a table pays, more hits never pay less.
        const paying = row.slice(row.findIndex((m) => m > 0));
        expect(paying).toEqual([...paying].sort((a, b) => a - b));
      });
    }
  });

  it('return the declared 99 % for every risk and picks, to within 0.01 point, never above', () => {
    const rtp = BigInt(Math.round(DECLARED_RTP.keno * 10_000)); // 9900 ten-thousandths
    for (const risk of KENO_RISKS) {
      KENO_PAYTABLES[risk].forEach((row, index) => {
        const picks = index + 1;
        const total = binomial(40, picks);
        expect(range(0, picks).reduce((sum, hits) => sum + ways(picks, hits), 0n)).toBe(total);
        // Σ multiplier in cents × ways, against RTP × total, all in integers.
        const returned = row.reduce(
          (sum, multiplier, hits) => sum + BigInt(Math.round(multiplier * 100)) * ways(picks, hits),
          0n,
        );
        expect(returned * 100n).toBeLessThanOrEqual(rtp * total);
        expect(returned * 100n).toBeGreaterThanOrEqual((rtp - 1n) * total);
      });
    }
  });
});
