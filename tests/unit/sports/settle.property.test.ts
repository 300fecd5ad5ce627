import fc from 'fast-check';
import { betLines, choose, systemLineCount } from '@/lib/sports/lines';
import {
  legGrade,
  potentialPayout,
  settleBet,
  type BetShape,
  type LegResult,
  type SettleLeg,
} from '@/lib/sports/settle';

/**
 * Property tests of the settlement maths against an independent exact computation: every leg's
 * e = v + (1 − v)·r·d·o as a fraction, each line's unit × Π e, summed over the lines found by
 * enumerating every subset (not the generator under test), floored once.
 */

type Fraction = { n: bigint; d: bigint };
const mul = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.n, d: a.d * b.d });
const add = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });

function exactE(odds: number, leg: LegResult): Fraction {
  const v: Fraction = { n: BigInt(leg.voidHalves), d: 2n };
  const rest: Fraction = { n: 2n - BigInt(leg.voidHalves), d: 2n };
  const win: Fraction = {
    n: BigInt(leg.result) * BigInt(leg.deadHeatE4) * BigInt(odds),
    d: 10_000n * 10_000n,
  };
  return add(v, mul(rest, win));
}

/** The lines by brute force: every subset of the right size holding every banker. */
function bruteLines(count: number, shape: BetShape): number[][] {
  if (shape.kind !== 'system') return [Array.from({ length: count }, (_, i) => i)];
  const lines: number[][] = [];
  for (let mask = 0; mask < 1 << count; mask++) {
    const line = Array.from({ length: count }, (_, i) => i).filter((i) => mask & (1 << i));
    if (line.length !== shape.size) continue;
    if (!(shape.bankers ?? []).every((b) => line.includes(b))) continue;
    lines.push(line);
  }
  return lines;
}

function exactPayout(
  shape: BetShape,
  legs: { oddsE4: number; settled: LegResult }[],
  stake: number,
) {
  const lines = bruteLines(legs.length, shape);
  const unit = BigInt(stake / lines.length);
  let total: Fraction = { n: 0n, d: 1n };
  for (const line of lines) {
    total = add(
      total,
      line.reduce((product, i) => mul(product, exactE(legs[i]!.oddsE4, legs[i]!.settled)), {
        n: unit,
        d: 1n,
      }),
    );
  }
  return total;
}

const odds = fc.integer({ min: 10_001, max: 500_000 });
/** Every kind of leg result: win, lose, void, half win, half lose, dead heat (½, ⅓, ¼). */
const legResult: fc.Arbitrary<LegResult> = fc.oneof(
  fc.constant<LegResult>({ result: 1, voidHalves: 0, deadHeatE4: 10_000 }),
  fc.constant<LegResult>({ result: 0, voidHalves: 0, deadHeatE4: 10_000 }),
  fc.constant<LegResult>({ result: 0, voidHalves: 2, deadHeatE4: 10_000 }),
  fc.constant<LegResult>({ result: 1, voidHalves: 1, deadHeatE4: 10_000 }),
  fc.constant<LegResult>({ result: 0, voidHalves: 1, deadHeatE4: 10_000 }),
  fc.constantFrom(5_000, 3_333, 2_500).map<LegResult>((d) => ({
    result: 1,
    voidHalves: 0,
    deadHeatE4: d,
  })),
);
const settledLeg = fc.record({ oddsE4: odds, settled: legResult });

/** A bet shape with its legs and a stake divisible into whole unit stakes. */
const bet = fc
  .oneof(
    fc.array(settledLeg, { minLength: 1, maxLength: 1 }).map((legs) => ({
      shape: { kind: 'single' } as BetShape,
      legs,
    })),
    fc.array(settledLeg, { minLength: 2, maxLength: 8 }).map((legs) => ({
      shape: { kind: 'express' } as BetShape,
      legs,
    })),
    fc.array(settledLeg, { minLength: 3, maxLength: 7 }).chain((legs) =>
      fc.integer({ min: 2, max: legs.length - 1 }).chain((size) =>
        fc
          .uniqueArray(fc.integer({ min: 0, max: legs.length - 1 }), { maxLength: size - 1 })
          .map((bankers) => ({
            shape: { kind: 'system', size, bankers } as BetShape,
            legs,
          })),
      ),
    ),
  )
  .chain((b) =>
    fc.integer({ min: 1, max: 100_000 }).map((unit) => ({
      ...b,
      stake: unit * bruteLines(b.legs.length, b.shape).length,
    })),
  );

describe('settlement maths (properties)', () => {
  it('a system has C(M − b, N − b) lines, each holding every banker, none twice', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 3, max: 12 })
          .chain((m) =>
            fc
              .integer({ min: 2, max: m - 1 })
              .chain((n) =>
                fc
                  .uniqueArray(fc.integer({ min: 0, max: m - 1 }), { maxLength: n - 1 })
                  .map((bankers) => ({ m, n, bankers })),
              ),
          ),
        ({ m, n, bankers }) => {
          const lines = betLines('system', m, { size: n, bankers });
          expect(lines).toHaveLength(choose(m - bankers.length, n - bankers.length));
          expect(systemLineCount(m, n, bankers.length)).toBe(lines.length);
          for (const line of lines) {
            expect(line).toHaveLength(n);
            expect(new Set(line).size).toBe(n);
            for (const b of bankers) expect(line).toContain(b);
          }
          const keys = lines.map((line) => line.join(','));
          expect(new Set(keys).size).toBe(lines.length);
          expect([...keys].sort()).toEqual(
            bruteLines(m, { kind: 'system', size: n, bankers })
              .map((line) => line.join(','))
              .sort(),
          );
        },
      ),
    );
  });

  it('pays floor(exact) once: never above the exact product, at most one minor unit below', () => {
    fc.assert(
      fc.property(bet, ({ shape, legs, stake }) => {
        const settled = settleBet(shape, legs, stake);
        expect(settled.final).toBe(true);
        const payout = (settled as { payout: number }).payout;
        const exact = exactPayout(shape, legs, stake);
        // payout ≤ exact < payout + 1
        expect(BigInt(payout) * exact.d <= exact.n).toBe(true);
        expect(exact.n < (BigInt(payout) + 1n) * exact.d).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('every leg void returns the stake exactly', () => {
    const voidLeg: LegResult = { result: 0, voidHalves: 2, deadHeatE4: 10_000 };
    fc.assert(
      fc.property(bet, ({ shape, legs, stake }) => {
        const all = legs.map((leg) => ({ ...leg, settled: voidLeg }));
        expect(settleBet(shape, all, stake)).toEqual({ final: true, payout: stake });
      }),
    );
  });

  it('one lost leg loses an express, whatever the others are (even unsettled)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ oddsE4: odds, settled: fc.option(legResult) }), {
          minLength: 2,
          maxLength: 10,
        }),
        fc.nat(),
        fc.integer({ min: 1, max: 1_000_000 }),
        (legs, at, stake) => {
          const lost: SettleLeg[] = [...legs];
          lost[at % legs.length] = {
            oddsE4: legs[at % legs.length]!.oddsE4,
            settled: { result: 0, voidHalves: 0, deadHeatE4: 10_000 },
          };
          expect(settleBet({ kind: 'express' }, lost, stake)).toEqual({ final: true, payout: 0 });
        },
      ),
    );
  });

  it('a system waits while a line that is not lost has an open leg', () => {
    fc.assert(
      fc.property(bet, fc.nat(), ({ shape, legs, stake }, at) => {
        const open = legs.map((leg, i) =>
          i === at % legs.length ? { ...leg, settled: null } : leg,
        );
        const lines = bruteLines(legs.length, shape);
        const waiting = lines.some(
          (line) =>
            line.includes(at % legs.length) &&
            line.every((i) => open[i]!.settled === null || legGrade(open[i]!.settled!) !== 'lose'),
        );
        expect(settleBet(shape, open, stake).final).toBe(!waiting);
      }),
    );
  });

  it('single grades: half win pays half at odds and half back, half lose half back, dead heat d·o', () => {
    const leg = (settled: LegResult) => [{ oddsE4: 19_000, settled }];
    const single: BetShape = { kind: 'single' };
    expect(
      settleBet(single, leg({ result: 1, voidHalves: 1, deadHeatE4: 10_000 }), 100_00),
    ).toEqual({ final: true, payout: 145_00 });
    expect(
      settleBet(single, leg({ result: 0, voidHalves: 1, deadHeatE4: 10_000 }), 100_00),
    ).toEqual({ final: true, payout: 50_00 });
    expect(settleBet(single, leg({ result: 1, voidHalves: 0, deadHeatE4: 5_000 }), 100_00)).toEqual(
      {
        final: true,
        payout: 95_00,
      },
    );
    expect(potentialPayout(single, [19_000], 100_00)).toBe(190_00);
  });

  it('an express counts a void leg as odds 1', () => {
    fc.assert(
      fc.property(
        fc.array(odds, { minLength: 2, maxLength: 8 }),
        fc.nat(),
        fc.integer({ min: 1, max: 1_000_000 }),
        (legOdds, at, stake) => {
          const win: LegResult = { result: 1, voidHalves: 0, deadHeatE4: 10_000 };
          const legs = legOdds.map((o, i) => ({
            oddsE4: o,
            settled:
              i === at % legOdds.length
                ? { ...win, result: 0 as const, voidHalves: 2 as const }
                : win,
          }));
          const rest = legOdds.filter((_, i) => i !== at % legOdds.length);
          expect(settleBet({ kind: 'express' }, legs, stake)).toEqual({
            final: true,
            payout:
              rest.length === 1
                ? potentialPayout({ kind: 'single' }, rest, stake)
                : potentialPayout({ kind: 'express' }, rest, stake),
          });
        },
      ),
    );
  });
});
