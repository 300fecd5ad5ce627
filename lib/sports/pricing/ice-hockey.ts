import { poissonScores, priceOnScores, sumScore, type ScoreDistribution } from './distributions';
import type { PoissonParams } from './football';
import type { MarketSpec, PlayState, PricedMarket } from './types';

/**
 * Ice hockey: Poisson goals over the 60 minutes of regulation time (1X2, total and handicap
 * count regulation only); a draw goes to overtime and shootout, which the home side wins with
 * the share of its scoring rate (the winner market 406 counts them).
 */
export const HOCKEY_TOTALS = ['4.5', '5.5', '6.5'];
export const HOCKEY_HANDICAPS = ['-1.5', '1.5'];

export function hockeyMarkets(): MarketSpec[] {
  return [
    { typeId: 1, specifiers: {} },
    { typeId: 406, specifiers: {} },
    ...HOCKEY_TOTALS.map((total) => ({ typeId: 18, specifiers: { total } })),
    ...HOCKEY_HANDICAPS.map((hcp) => ({ typeId: 16, specifiers: { hcp } })),
  ];
}

/** The chance the home side wins a tied game in overtime or the shootout. */
export const overtimeHome = (params: PoissonParams) =>
  params.lambdaHome / (params.lambdaHome + params.lambdaAway);

export function priceHockey(
  params: PoissonParams,
  state: PlayState,
  markets: readonly MarketSpec[],
): PricedMarket[] {
  const left = Math.max(0, Math.min(1, state.remaining));
  const regulation = poissonScores(
    sumScore(state.periods.slice(0, 3)),
    params.lambdaHome * left,
    params.lambdaAway * left,
  );
  const q = overtimeHome(params);
  const withOvertime: ScoreDistribution = regulation.flatMap(({ score, p }) =>
    score.home !== score.away
      ? [{ score, p }]
      : [
          { score: { home: score.home + 1, away: score.away }, p: p * q },
          { score: { home: score.home, away: score.away + 1 }, p: p * (1 - q) },
        ],
  );
  return markets.map((market) =>
    priceOnScores(market, market.typeId === 406 ? withOvertime : regulation),
  );
}
