import { DEFAULT_SPORT_LIMITS } from '@/lib/constants/sports';
import type { PlaceTicketRequest } from '@/lib/schemas/sports';
import { AppError } from '@/server/lib/app-error';
import { betShape, maxStake } from '@/server/services/sports/betting/bet-shape';
import { strictest } from '@/server/services/sports/betting/limits';

const legs = (count: number, bankers: number[] = []) =>
  Array.from({ length: count }, (_, i) => ({
    event_id: `e${i}`,
    type_id: 1,
    spec_key: '',
    outcome_id: '1',
    odds: '2',
    ...(bankers.includes(i) && { banker: true }),
  }));

function fieldsOf(request: Pick<PlaceTicketRequest, 'kind' | 'system_size' | 'legs'>) {
  try {
    betShape(request);
    return null;
  } catch (error) {
    return Object.fromEntries(
      Object.entries((error as AppError).fields ?? {}).map(([f, m]) => [
        f,
        m.map((x) => x.split(':')[0]),
      ]),
    );
  }
}

describe('bet shape', () => {
  it('counts lines: single and express one, system C(M − b, N − b)', () => {
    expect(betShape({ kind: 'single', legs: legs(1) }).lines).toBe(1);
    expect(betShape({ kind: 'express', legs: legs(20) }).lines).toBe(1);
    expect(betShape({ kind: 'system', system_size: 3, legs: legs(6) }).lines).toBe(20);
    expect(betShape({ kind: 'system', system_size: 3, legs: legs(6, [0]) }).lines).toBe(10);
  });

  it('refuses what a bet type does not take', () => {
    expect(fieldsOf({ kind: 'express', legs: legs(21) })).toEqual({ legs: ['legs_count_invalid'] });
    expect(fieldsOf({ kind: 'system', system_size: 2, legs: legs(17) })).toEqual({
      legs: ['legs_count_invalid'],
    });
    expect(fieldsOf({ kind: 'system', system_size: 1, legs: legs(4) })).toEqual({
      system_size: ['invalid_value'],
    });
    expect(fieldsOf({ kind: 'system', system_size: 3, legs: legs(5, [0, 1, 2]) })).toEqual({
      legs: ['too_many_bankers'],
    });
    // 8 of 16 makes 12,870 lines.
    expect(fieldsOf({ kind: 'system', system_size: 8, legs: legs(16) })).toEqual({
      system_size: ['too_many_lines'],
    });
    expect(fieldsOf({ kind: 'express', system_size: 2, legs: legs(3) })).toEqual({
      system_size: ['unknown_field'],
    });
  });
});

describe('max stake', () => {
  const limits = { ...DEFAULT_SPORT_LIMITS.RUB, maxStakeMinor: 1_000_000, maxPayoutMinor: 1_000 };

  it('is the largest stake whose potential win stays within the max payout', () => {
    // 2.5: 400 × 2.5 = 1000.
    expect(maxStake(limits, { kind: 'single' }, [25_000])).toBe(400);
    expect(maxStake(limits, { kind: 'single' }, [30_000])).toBe(333);
    // A system 2/3 at 2.0: 3 lines of unit × 4; unit 83, stake 249 (potential 996).
    expect(maxStake(limits, { kind: 'system', size: 2 }, [20_000, 20_000, 20_000])).toBe(249);
  });

  it('is the stake limit when that is lower, in whole units per line', () => {
    const low = { ...limits, maxStakeMinor: 100, maxPayoutMinor: 1_000_000 };
    expect(maxStake(low, { kind: 'express' }, [20_000, 20_000])).toBe(100);
    expect(maxStake(low, { kind: 'system', size: 2 }, [20_000, 20_000, 20_000])).toBe(99);
  });

  it('takes the strictest of several sports', () => {
    const a = { ...limits, minStakeMinor: 5, liveDelayMs: 3000, cashoutMarginE4: 500 };
    const b = {
      ...limits,
      minStakeMinor: 10,
      maxPayoutMinor: 500,
      liveDelayMs: 1000,
      cashoutMarginE4: 800,
    };
    expect(strictest([a, b])).toEqual({
      minStakeMinor: 10,
      maxStakeMinor: 1_000_000,
      maxPayoutMinor: 500,
      liveDelayMs: 3000,
      cashoutMarginE4: 800,
    });
  });
});
