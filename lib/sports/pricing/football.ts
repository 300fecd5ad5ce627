import { poissonScores, priceOnScores, sumScore } from './distributions';
import type { MarketSpec, PlayState, PricedMarket } from './types';

/**
 * Football: independent Poisson goals for each side (λ per 90 minutes from the teams' ratings,
 * home advantage included); in play, the goals still to come follow λ × the time left, added
 * to the score. Every market but the next goal is graded on the score distribution.
 */
export const FOOTBALL_TOTALS = ['0.5', '1.5', '2.25', '2.5', '2.75', '3.5', '4.5', '5.5'];
export const FOOTBALL_HANDICAPS = ['-1.5', '-1', '-0.75', '-0.25', '0', '0.25', '0.75', '1', '1.5'];

/** The markets a football match carries from its announcement (the next goal is added live). */
export function footballMarkets(): MarketSpec[] {
  return [
    { typeId: 1, specifiers: {} },
    { typeId: 10, specifiers: {} },
    { typeId: 11, specifiers: {} },
    ...FOOTBALL_TOTALS.map((total) => ({ typeId: 18, specifiers: { total } })),
    ...FOOTBALL_HANDICAPS.map((hcp) => ({ typeId: 16, specifiers: { hcp } })),
    { typeId: 29, specifiers: {} },
    { typeId: 41, specifiers: {} },
    { typeId: 60, specifiers: {} },
  ];
}

/** The next-goal market of goal `n` (live only). */
export const nextGoalMarket = (n: number): MarketSpec => ({
  typeId: 8,
  specifiers: { goalnr: String(n) },
});

export type PoissonParams = { lambdaHome: number; lambdaAway: number };

export function priceFootball(
  params: PoissonParams,
  state: PlayState,
  markets: readonly MarketSpec[],
): PricedMarket[] {
  const left = Math.max(0, Math.min(1, state.remaining));
  const final = poissonScores(
    sumScore(state.periods),
    params.lambdaHome * left,
    params.lambdaAway * left,
  );
  const firstHalfLeft = state.periods.length > 1 ? 0 : Math.max(0, left - 0.5);
  const firstHalf = poissonScores(
    state.periods[0] ?? { home: 0, away: 0 },
    params.lambdaHome * firstHalfLeft,
    params.lambdaAway * firstHalfLeft,
  );
  return markets.map((market) => {
    if (market.typeId === 60) return priceOnScores(market, firstHalf);
    if (market.typeId === 8) return priceNextGoal(market, params, left);
    return priceOnScores(market, final);
  });
}

/** The next goal: the first arrival of two Poisson processes, or none before the end. */
function priceNextGoal(market: MarketSpec, params: PoissonParams, left: number): PricedMarket {
  const rate = params.lambdaHome + params.lambdaAway;
  const none = Math.exp(-rate * left);
  const home = rate > 0 ? ((1 - none) * params.lambdaHome) / rate : 0;
  const chances = (id: string, win: number) => ({ id, win, halfWin: 0, refund: 0, halfLose: 0 });
  return {
    ...market,
    outcomes: [chances('6', home), chances('7', none), chances('8', 1 - none - home)],
  };
}
