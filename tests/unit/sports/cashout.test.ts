import {
  cashoutFairValue,
  cashoutOffer,
  expectedLegOdds,
  impliedProbability,
} from '@/lib/sports/cashout';
import type { LegResult } from '@/lib/sports/settle';

const WIN: LegResult = { result: 1, voidHalves: 0, deadHeatE4: 10_000 };
const LOSE: LegResult = { result: 0, voidHalves: 0, deadHeatE4: 10_000 };
const VOID: LegResult = { result: 0, voidHalves: 2, deadHeatE4: 10_000 };

describe('cash-out value', () => {
  it('de-margins the market: 1/o over the sum of 1/o of its active outcomes', () => {
    // 1.9 / 1.9: a 5.26 % margin, each side worth exactly one half.
    expect(impliedProbability(19_000, [19_000, 19_000])).toBeCloseTo(0.5, 12);
    expect(impliedProbability(20_000, [20_000, 40_000, 40_000])).toBeCloseTo(0.5, 12);
    expect(impliedProbability(20_000, [])).toBeNull();
  });

  it('expects e from the feed\u2019s probabilities, half results included', () => {
    const leg = {
      oddsE4: 20_000,
      settled: null,
      probabilities: { win: 0.4, halfWin: 0.1, refund: 0.2, halfLose: 0.1 },
    };
    // 0.4·2 + 0.1·1.5 + 0.2 + 0.1·0.5
    expect(expectedLegOdds(leg)).toBeCloseTo(1.2, 12);
    expect(expectedLegOdds({ oddsE4: 20_000, settled: null })).toBeNull();
  });

  it('a single at 2.0 whose side is now a fair coin is worth its stake; the margin comes off', () => {
    const legs = [
      { oddsE4: 20_000, settled: null, currentOddsE4: 19_000, marketOddsE4: [19_000, 19_000] },
    ];
    expect(cashoutFairValue({ kind: 'single' }, legs, 100_00)).toBeCloseTo(100_00, 6);
    expect(cashoutOffer({ kind: 'single' }, legs, 100_00, 500)).toBe(95_00);
    expect(cashoutOffer({ kind: 'single' }, legs, 100_00, 0)).toBe(100_00);
  });

  it('an express counts settled legs at e and open ones at E[e]', () => {
    const legs = [
      { oddsE4: 15_000, settled: WIN },
      { oddsE4: 30_000, settled: VOID },
      { oddsE4: 25_000, settled: null, probabilities: { win: 0.5 } },
    ];
    // 1.5 · 1 · (0.5 · 2.5) = 1.875
    expect(cashoutFairValue({ kind: 'express' }, legs, 1_000)).toBeCloseTo(1_875, 6);
    expect(cashoutOffer({ kind: 'express' }, legs, 1_000, 800)).toBe(1_725);
  });

  it('offers nothing once a leg is lost or an open leg has no price', () => {
    const lost = [
      { oddsE4: 15_000, settled: LOSE },
      { oddsE4: 25_000, settled: null, probabilities: { win: 0.5 } },
      { oddsE4: 25_000, settled: null, probabilities: { win: 0.5 } },
    ];
    expect(cashoutOffer({ kind: 'express' }, lost, 1_000, 500)).toBeNull();
    expect(cashoutOffer({ kind: 'system', size: 2 }, lost, 999, 500)).toBeNull();
    expect(
      cashoutOffer({ kind: 'single' }, [{ oddsE4: 15_000, settled: null }], 1_000, 500),
    ).toBeNull();
  });

  it('a system sums its lines: 2/3 at 2.0 each, all at p = ½, is worth the stake', () => {
    const leg = { oddsE4: 20_000, settled: null, probabilities: { win: 0.5 } };
    // Each line: unit · (½·2)² = unit; three lines.
    expect(cashoutFairValue({ kind: 'system', size: 2 }, [leg, leg, leg], 300)).toBeCloseTo(300, 9);
    // With a banker at 3.0 won: lines {0,1}, {0,2}: unit · 3 · 1 each.
    const banker = { oddsE4: 30_000, settled: WIN };
    expect(
      cashoutFairValue({ kind: 'system', size: 2, bankers: [0] }, [banker, leg, leg], 300),
    ).toBeCloseTo(900, 9);
  });
});
