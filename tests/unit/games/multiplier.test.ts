import { multiplierDown, payoutFor, scaledMultiplier } from '@/lib/games/multiplier';

describe('multipliers and payouts', () => {
  it('round multipliers down to four decimals, exactly', () => {
    expect(multiplierDown(99n * 10001n, 100n * 5000n)).toBe(1.9801);
    expect(multiplierDown(2n, 1n)).toBe(2);
    expect(multiplierDown(1n, 3n)).toBe(0.3333);
    expect(() => multiplierDown(1n, 0n)).toThrow(RangeError);
  });

  it('pay floor(stake × multiplier) in minor units', () => {
    expect(payoutFor(100, 1.98)).toBe(198);
    expect(payoutFor(333, 1.9801)).toBe(659);
    expect(payoutFor(1, 0.5)).toBe(0);
    expect(payoutFor(0, 5)).toBe(0);
    // 2.5e7 × 9900.99 overflows float precision; the BigInt product does not.
    expect(payoutFor(25_000_000, 9900.99)).toBe(247_524_750_000);
    expect(payoutFor(9_007_199_254_740, 1000)).toBe(9_007_199_254_740_000);
  });

  it('refuse multipliers with more than four decimals and bad stakes', () => {
    expect(scaledMultiplier(1.0312)).toBe(10312);
    expect(() => scaledMultiplier(1.00001)).toThrow(RangeError);
    expect(() => payoutFor(1.5, 2)).toThrow(RangeError);
    expect(() => payoutFor(-1, 2)).toThrow(RangeError);
  });
});
