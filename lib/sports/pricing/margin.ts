import { MAX_OFFERED_ODDS_E4 } from '@/lib/constants/sports';
import type { FeedOutcome } from '../feed-messages';
import { oddsText } from '../odds';
import type { OutcomeChances, PricedMarket } from './types';

/**
 * The bookmaker's margin, applied proportionally (the multiplicative method): an outcome whose
 * fair chance is q is offered at 1 / (q × overround), so a market's implied chances sum to the
 * overround. Prices are then rounded DOWN to the ladder, which only adds to the margin.
 */
export const PREMATCH_OVERROUND = 1.05;
export const LIVE_OVERROUND = 1.08;

export const MIN_PRICE_E4 = 10_100;
export const MAX_PRICE_E4 = 10_000_000;

/** Ladder steps ×10,000: below the bound, prices move by the step. */
const LADDER: readonly [number, number][] = [
  [20_000, 100],
  [30_000, 200],
  [40_000, 500],
  [60_000, 1_000],
  [100_000, 2_000],
  [200_000, 2_500],
  [500_000, 5_000],
  [1_000_000, 10_000],
  [2_000_000, 20_000],
  [5_000_000, 50_000],
  [MAX_PRICE_E4 + 1, 100_000],
];

/** The ladder price at or below `oddsE4` (floored to its step), clamped to [1.01, 1000]. */
export function toLadder(oddsE4: number): number {
  if (oddsE4 >= MAX_PRICE_E4) return MAX_PRICE_E4;
  const step = LADDER.find(([bound]) => oddsE4 < bound)![1];
  return Math.max(MIN_PRICE_E4, Math.floor(oddsE4 / step) * step);
}

/**
 * The chance a fair price has to stand for: the stake's expected return is 1 at odds o when
 * o·(win + halfWin/2) + refund + halfWin/2 + halfLose/2 = 1. For a plain outcome it is the win
 * chance; the two sides of an Asian line add up to 1 as plain outcomes do.
 */
export function fairChance(outcome: OutcomeChances): number {
  const returned = outcome.refund + (outcome.halfWin + outcome.halfLose) / 2;
  const risked = 1 - returned;
  if (risked < 1e-9) return 1;
  return (outcome.win + outcome.halfWin / 2) / risked;
}

/**
 * The market's outcomes as the feed offers them. An outcome whose price would fall under 1.01
 * (all but certain), that can no longer win, or whose price would exceed MAX_OFFERED_ODDS_E4
 * (all but lost) is left inactive, without a price: suspended rather than capped.
 */
export function offerOutcomes(market: PricedMarket, overround: number): FeedOutcome[] {
  return market.outcomes.map((outcome) => {
    const chance = fairChance(outcome);
    const probabilities = {
      probability: round6(outcome.win),
      ...(outcome.halfWin || outcome.refund || outcome.halfLose
        ? {
            halfWinProbability: round6(outcome.halfWin),
            refundProbability: round6(outcome.refund),
            halfLoseProbability: round6(outcome.halfLose),
          }
        : {}),
    };
    const implied = chance * overround;
    if (implied * MIN_PRICE_E4 >= 10_000 || !(chance > 1e-9)) {
      return { id: outcome.id, active: false, ...probabilities };
    }
    const price = toLadder(Math.min(MAX_PRICE_E4, Math.floor(10_000 / implied)));
    if (price > MAX_OFFERED_ODDS_E4) return { id: outcome.id, active: false, ...probabilities };
    return { id: outcome.id, odds: oddsText(price), active: true, ...probabilities };
  });
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
