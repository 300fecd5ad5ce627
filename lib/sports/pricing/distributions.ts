import { gradeOnScore, isHandicapType, isTotalType, outcomesOf } from './grade';
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
  const max = 9;
  const home = poisson(Math.max(0, lambdaHome), max);
  const away = poisson(Math.max(0, lambdaAway), max);
  const out: ScoreDistribution = [];
  for (let h = 0; h <= max; h++) {
    for (let a = 0; a <= max; a++) {
      const p = home[h]! * away[a]!;
      if (p > 1e-10) out.push({ score: { home: current.home + h, away: current.away + a }, p });
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
 * What of a score a market type reads: a total only the sum, a handicap only the margin, a
 * winner only who leads. Collapsing the distribution to that first grades a handful of points
 * instead of every score (the same grades: each point is a score with that sum, margin or sign).
 */
function collapse(typeId: number, { home, away }: Score): Score {
  if (isTotalType(typeId)) return { home: home + away, away: 0 };
  if (isHandicapType(typeId)) return { home: home - away, away: 0 };
  if (typeId === 29) return { home: Math.min(home, 1), away: Math.min(away, 1) };
  if (typeId === 41) return home <= 4 && away <= 4 ? { home, away } : { home: 5, away: 0 };
  return { home: Math.sign(home - away), away: 0 };
}

const collapsedCache = new WeakMap<ScoreDistribution, Map<string, ScoreDistribution>>();

function collapsed(typeId: number, scores: ScoreDistribution): ScoreDistribution {
  const kind = isTotalType(typeId)
    ? 'total'
    : isHandicapType(typeId)
      ? 'margin'
      : typeId === 29 || typeId === 41
        ? String(typeId)
        : 'sign';
  let byKind = collapsedCache.get(scores);
  if (!byKind) collapsedCache.set(scores, (byKind = new Map()));
  const cached = byKind.get(kind);
  if (cached) return cached;
  const points = new Map<string, { score: Score; p: number }>();
  for (const { score, p } of scores) {
    const point = collapse(typeId, score);
    const key = `${point.home}:${point.away}`;
    const entry = points.get(key);
    if (entry) entry.p += p;
    else points.set(key, { score: point, p });
  }
  const result = [...points.values()];
  byKind.set(kind, result);
  return result;
}

/**
 * A score-decided market priced from a score distribution by grading each score with the
 * same rule settlement uses, so a price and its settlement can never disagree.
 */
export function priceOnScores(market: MarketSpec, scores: ScoreDistribution): PricedMarket {
  const points = collapsed(market.typeId, scores);
  const outcomes: OutcomeChances[] = outcomesOf(market.typeId).map((id) => {
    const chances = { id, win: 0, halfWin: 0, refund: 0, halfLose: 0 };
    for (const { score, p } of points) {
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
