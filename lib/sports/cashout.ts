import { betLines } from './lines';
import { ODDS_SCALE } from './odds';
import { effectiveOddsNumerator, type BetShape, type LegResult } from './settle';

/**
 * Cash-out value (research A2.8, after Sportradar's cashout-build): what a ticket's stake is
 * worth now. A settled leg counts at its effective odds e; an open leg at its expected effective
 * odds E[e] = p_win·o + p_halfwin·(½ + ½o) + p_refund + p_halflose·½, o being the odds the
 * ticket holds and the p the feed's current probabilities of the outcome, or without them the
 * de-margined implied probability (1/o′)/Σ(1/o″) over the market's active outcomes' current
 * odds. The house offers that fair value less its margin, floored once to the minor unit.
 */

/** The feed's probabilities of an outcome (UOF `probabilities`, Asian lines' half results). */
export type OutcomeProbabilities = {
  win: number;
  halfWin?: number | null;
  refund?: number | null;
  halfLose?: number | null;
};

export type CashoutLeg = {
  /** The odds ×10,000 the ticket holds for the leg. */
  oddsE4: number;
  /** The leg's settlement, once the feed gave one. */
  settled: LegResult | null;
  /** The outcome's probabilities now, when the feed sends them. */
  probabilities?: OutcomeProbabilities | null;
  /** The outcome's current odds ×10,000 and those of every active outcome of its market. */
  currentOddsE4?: number | null;
  marketOddsE4?: readonly number[];
};

const LEG_DENOMINATOR = 2 * ODDS_SCALE * ODDS_SCALE;

/** The de-margined implied probability of an outcome priced `odds` among `market`'s prices. */
export function impliedProbability(oddsE4: number, marketOddsE4: readonly number[]): number | null {
  const total = marketOddsE4.reduce((sum, odds) => sum + 1 / odds, 0);
  if (!(total > 0) || !(oddsE4 > 0)) return null;
  return 1 / oddsE4 / total;
}

/** E[e] of an open leg, or null when nothing prices it. */
export function expectedLegOdds(leg: CashoutLeg): number | null {
  const o = leg.oddsE4 / ODDS_SCALE;
  const p = leg.probabilities;
  if (p && Number.isFinite(p.win)) {
    return (
      p.win * o + (p.halfWin ?? 0) * (0.5 + 0.5 * o) + (p.refund ?? 0) + (p.halfLose ?? 0) * 0.5
    );
  }
  if (!leg.currentOddsE4 || !leg.marketOddsE4?.length) return null;
  const implied = impliedProbability(leg.currentOddsE4, leg.marketOddsE4);
  return implied === null ? null : implied * o;
}

/**
 * The fair value of `stake` minor units riding on the bet, as a real number of minor units;
 * null when a leg is lost or an open leg cannot be priced.
 */
export function cashoutFairValue(
  shape: BetShape,
  legs: readonly CashoutLeg[],
  stake: number,
): number | null {
  const values: number[] = [];
  for (const leg of legs) {
    if (leg.settled) {
      const e = effectiveOddsNumerator(leg.oddsE4, leg.settled);
      if (e === 0n) return null;
      values.push(Number(e) / LEG_DENOMINATOR);
    } else {
      const expected = expectedLegOdds(leg);
      if (expected === null) return null;
      values.push(expected);
    }
  }
  const lines = betLines(shape.kind, legs.length, shape);
  if (lines.length === 0) return null;
  const unit = stake / lines.length;
  return lines.reduce(
    (sum, line) => sum + line.reduce((product, i) => product * values[i]!, unit),
    0,
  );
}

/** The offer: floor(fair × (1 − margin)), margin ×10,000; null when nothing is offered. */
export function cashoutOffer(
  shape: BetShape,
  legs: readonly CashoutLeg[],
  stake: number,
  marginE4: number,
): number | null {
  const fair = cashoutFairValue(shape, legs, stake);
  if (fair === null) return null;
  // A hair below the exact value guards the floor against float noise (0.999…97 → 0, not 1).
  return Math.max(0, Math.floor((fair * (ODDS_SCALE - marginE4)) / ODDS_SCALE + 1e-9));
}
