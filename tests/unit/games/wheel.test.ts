import { DECLARED_RTP, WHEEL_SEGMENT_COUNTS } from '@/lib/constants/games';
import { GameError } from '@/lib/games/errors';
import { scaledMultiplier } from '@/lib/games/multiplier';
import { registry } from '@/lib/games/registry';
import { playWheel } from '@/lib/games/wheel/play';
import { WHEEL_RISKS, WHEEL_TABLES } from '@/lib/games/wheel/tables';
import {
  type WheelBet,
  wheelBetProblem,
  wheelOutcome,
  wheelSegment,
} from '@/lib/games/wheel/wheel';
import { seedsAt } from '@/tests/support/games';

const TABLES = WHEEL_RISKS.flatMap((risk) =>
  WHEEL_SEGMENT_COUNTS.map((segments) => ({ risk, segments, table: WHEEL_TABLES[risk][segments] })),
);

describe('the wheel tables', () => {
  it('cover 3 risks × 5 sizes, a multiplier per segment', () => {
    expect(TABLES).toHaveLength(15);
    for (const { segments, table } of TABLES) expect(table).toHaveLength(segments);
  });

  // Every segment is equally likely, so the return is the table's sum over its size; in whole
  // ten-thousandths (scaledMultiplier refuses a fifth decimal) it is an integer identity.
  it.each(TABLES.map(({ risk, segments }) => [risk, segments] as const))(
    '%s, %i segments returns exactly 99 %%',
    (risk, segments) => {
      const sum = WHEEL_TABLES[risk][segments].reduce(
        (total, multiplier) => total + scaledMultiplier(multiplier),
        0,
      );
      expect(sum).toBe(9_900 * segments);
      expect(DECLARED_RTP.wheel).toBe(0.99);
    },
  );

  it('pay little and often on low risk, one segment of 0.99 × segments on high', () => {
    for (const segments of WHEEL_SEGMENT_COUNTS) {
      const low = WHEEL_TABLES.low[segments];
      expect(low.filter((multiplier) => multiplier > 0).length / segments).toBe(0.8);
      expect(Math.max(...low)).toBe(1.5);
      const high = WHEEL_TABLES.high[segments];
      expect(high.filter((multiplier) => multiplier > 0)).toEqual([
        scaledMultiplier(0.99 * segments) / 10_000,
      ]);
    }
    expect(Math.max(...WHEEL_TABLES.high[10])).toBe(9.9);
    expect(Math.max(...WHEEL_TABLES.high[50])).toBe(49.5);
  });

  it('never pay back part of the stake: a segment wins more than it or nothing', () => {
    for (const { table } of TABLES) {
      for (const multiplier of table) expect(multiplier === 0 || multiplier > 1).toBe(true);
    }
  });
});

describe('the wheel draw', () => {
  it('stops on floor(f · segments)', () => {
    expect(wheelSegment(0, 10)).toBe(0);
    expect(wheelSegment(0.0999999, 10)).toBe(0);
    expect(wheelSegment(0.1, 10)).toBe(1);
    expect(wheelSegment(1 - 2 ** -32, 50)).toBe(49);
    expect(() => wheelSegment(1, 10)).toThrow(RangeError);
  });

  it('answers the known vector of fixed seeds', () => {
    // Float 0 of nonce 2 is 0.235965… (reference: Python's hmac and the same float rule).
    expect(playWheel(seedsAt(2), { risk: 'medium', segments: 20 })).toEqual({
      segment: 4,
      multiplier: 2,
      win: true,
    });
    expect(playWheel(seedsAt(2), { risk: 'high', segments: 50 })).toEqual({
      segment: 11,
      multiplier: 0,
      win: false,
    });
    expect(playWheel(seedsAt(2), { risk: 'low', segments: 30 })).toEqual({
      segment: 7,
      multiplier: 1.2,
      win: true,
    });
    // Float 0 of nonce 1 is 0.928408…
    expect(playWheel(seedsAt(1), { risk: 'medium', segments: 50 }).segment).toBe(46);
  });

  it('pays the drawn segment of the bet’s table', () => {
    const float = 0.55; // segment 5 of 10, 27 of 50
    expect(wheelOutcome(float, { risk: 'medium', segments: 10 })).toEqual({
      segment: 5,
      multiplier: WHEEL_TABLES.medium[10][5],
      win: false,
    });
    expect(wheelOutcome(float, { risk: 'low', segments: 50 }).multiplier).toBe(
      WHEEL_TABLES.low[50][27],
    );
  });
});

describe('wheel bets', () => {
  it('take a known risk and one of the five sizes', () => {
    expect(wheelBetProblem({ risk: 'low', segments: 10 })).toBeNull();
    for (const bet of [
      { risk: 'classic', segments: 10 },
      { risk: 'high', segments: 15 },
      { risk: 'high', segments: 60 },
      { risk: 'high', segments: '10' },
    ] as unknown as WheelBet[]) {
      expect(wheelBetProblem(bet)).toBe('invalid_value');
      expect(() => wheelOutcome(0.5, bet)).toThrow(GameError);
    }
  });

  it.each([
    [{ risk: 'extreme', segments: 10 }, 'risk'],
    [{ risk: 'low', segments: 25 }, 'segments'],
    [{ risk: 'low', segments: '20' }, 'segments'],
    [{ risk: 'low' }, 'segments'],
    [{ segments: 10 }, 'risk'],
    [{ risk: 'low', segments: 10, extra: 1 }, ''],
  ])('refuses %j on its field', (fields, field) => {
    const parsed = registry.wheel.input.safeParse(fields);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });
});
