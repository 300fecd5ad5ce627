import { CURRENCIES } from '@/lib/constants/currencies';
import {
  BET_LIMITS,
  betLimitsMinor,
  DECLARED_RTP,
  IN_HOUSE_GAMES,
  isWithinBetLimits,
  LIMITED_GAMES,
} from '@/lib/constants/games';

const range = (min: number, max: number) => ({ min, max });

describe('bet limits (spec §9)', () => {
  it('follow the table for RUB', () => {
    expect(BET_LIMITS.RUB).toEqual({
      crash: range(1, 50_000),
      miner: range(1, 1_000),
      coinflip: range(1, 10_000),
      keno: range(1, 10_000),
      hilo: range(1, 10_000),
      roulette: range(1, 10_000),
      dice: range(1, 10_000),
      cases: range(1, 10_000),
      wheel: range(1, 1),
    });
  });

  it('follow the table for USD, with the coinflip limits where it is silent', () => {
    expect(BET_LIMITS.USD).toEqual({
      crash: range(0.01, 500),
      miner: range(0.01, 10),
      coinflip: range(0.01, 100),
      roulette: range(0.01, 0.1),
      keno: range(0.01, 100),
      hilo: range(0.01, 100),
      dice: range(0.01, 100),
      cases: range(0.01, 100),
      // Not in the table: RUB's 1 at the table's RUB → USD scale (÷ 100).
      wheel: range(0.01, 0.01),
    });
  });

  it('follow the table for KZT, with the coinflip limits where it is silent', () => {
    expect(BET_LIMITS.KZT).toEqual({
      crash: range(5, 250_000),
      miner: range(5, 5_000),
      coinflip: range(5, 50_000),
      roulette: range(5, 5),
      keno: range(5, 50_000),
      hilo: range(5, 50_000),
      dice: range(5, 50_000),
      cases: range(5, 50_000),
      wheel: range(5, 5),
    });
  });

  it('make INR as RUB with roulette max 1, and EUR as USD', () => {
    expect(BET_LIMITS.INR).toEqual({ ...BET_LIMITS.RUB, roulette: range(1, 1) });
    expect(BET_LIMITS.EUR).toEqual(BET_LIMITS.USD);
  });

  it('cover every currency and game, minimum never above maximum', () => {
    for (const currency of CURRENCIES) {
      expect(Object.keys(BET_LIMITS[currency]).sort()).toEqual([...LIMITED_GAMES].sort());
      for (const game of LIMITED_GAMES) {
        const { min, max } = betLimitsMinor(game, currency);
        expect(Number.isSafeInteger(min) && min > 0 && min <= max).toBe(true);
      }
    }
  });

  it('convert to minor units and check stakes', () => {
    expect(betLimitsMinor('roulette', 'USD')).toEqual({ min: 1, max: 10 });
    expect(betLimitsMinor('crash', 'KZT')).toEqual({ min: 500, max: 25_000_000 });
    expect(isWithinBetLimits('miner', 'RUB', 100)).toBe(true);
    expect(isWithinBetLimits('miner', 'RUB', 100_000)).toBe(true);
    expect(isWithinBetLimits('miner', 'RUB', 100_001)).toBe(false);
    expect(isWithinBetLimits('miner', 'RUB', 99)).toBe(false);
    expect(isWithinBetLimits('dice', 'EUR', 1.5)).toBe(false);
    expect(isWithinBetLimits('roulette', 'KZT', 500)).toBe(true);
    expect(isWithinBetLimits('roulette', 'KZT', 501)).toBe(false);
    // The wheel takes exactly one stake: RUB 1, KZT 5, USD 0.01.
    expect(isWithinBetLimits('wheel', 'RUB', 100)).toBe(true);
    expect(isWithinBetLimits('wheel', 'RUB', 200)).toBe(false);
    expect(isWithinBetLimits('wheel', 'INR', 100)).toBe(true);
    expect(isWithinBetLimits('wheel', 'KZT', 500)).toBe(true);
    expect(isWithinBetLimits('wheel', 'KZT', 499)).toBe(false);
    expect(betLimitsMinor('wheel', 'EUR')).toEqual({ min: 1, max: 1 });
  });
});

describe('declared RTP', () => {
  it('is written for every in-house game', () => {
    expect(Object.keys(DECLARED_RTP).sort()).toEqual([...IN_HOUSE_GAMES].sort());
    expect(DECLARED_RTP).toMatchObject({
      dice: 0.99,
      coinflip: 0.99,
      keno: 0.99,
      cases: 0.95,
      wheel: 0.99,
    });
    expect(DECLARED_RTP.roulette).toBeCloseTo(0.97297, 5);
  });
});
