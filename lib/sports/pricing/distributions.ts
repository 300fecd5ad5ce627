import { gradeOnScore, outcomesOf } from './grade';
import type { MarketSpec, OutcomeChances, PricedMarket, Score } from './types';

/** A distribution over final scores: each score with its probability (summing to 1). */
export type ScoreDistribution = { score: Score; p: number }[];

/** Poisson probabilities P(k), k = 0..max, the tail folded into max so they sum to 1. */
export function poisson(lambda: number, max: number): number[] {
  const probabilities: number[] = [];
  let term = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k < max; k++) {
    probabilities.push(term);
    sum += term;
    term = (term * lambda) / (k + 1);
  }
  probabilities.push(Math.max(0, 1 - sum));
  return probabilities;
}

/** The current score plus independent Poisson goals still to come for each side. */
export function poissonScores(current: Score, lambdaHome: number, lambdaAway: number) {
  const max = 10;
  const home = poisson(Math.max(0, lambdaHome), max);
  const away = poisson(Math.max(0, lambdaAway), max);
  const out: ScoreDistribution = [];
  for (let h = 0; h <= max; h++) {
    for (let a = 0; a <= max; a++) {
      const p = home[h]! * away[a]!;
      if (p > 1e-12) out.push({ score: { home: current.home + h, away: current.away + a }, p });
    }
  }
  return out;
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26, |error| < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/**
 * A score-decided market priced from a score distribution by grading each score with the
 * same rule settlement uses, so a price and its settlement can never disagree.
 */
export function priceOnScores(market: MarketSpec, scores: ScoreDistribution): PricedMarket {
  const outcomes: OutcomeChances[] = outcomesOf(market.typeId).map((id) => {
    const chances = { id, win: 0, halfWin: 0, refund: 0, halfLose: 0 };
    for (const { score, p } of scores) {
      const grade = gradeOnScore(market.typeId, market.specifiers, id, score);
      if (grade === 'win') chances.win += p;
      else if (grade === 'half_win') chances.halfWin += p;
      else if (grade === 'refund') chances.refund += p;
      else if (grade === 'half_lose') chances.halfLose += p;
    }
    return chances;
  });
  return { ...market, outcomes };
}

export const sumScore = (periods: readonly Score[]): Score =>
  periods.reduce((sum, p) => ({ home: sum.home + p.home, away: sum.away + p.away }), {
    home: 0,
    away: 0,
  });
