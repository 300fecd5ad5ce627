import { normalCdf, sumScore } from './distributions';
import type { MarketSpec, OutcomeChances, PlayState, PricedMarket } from './types';

/**
 * Basketball: points come in scoring plays (a Poisson number of plays per minute, each worth
 * 1, 2 or 3 points: the simulated feed draws them the same way), so the margin and the total
 * still to come are close to normal with the plays' mean and variance. Every market counts
 * overtime; a tie after regulation is decided by the rates' share.
 */
export const BASKETBALL_PLAY_POINTS: readonly [number, number][] = [
  [1, 0.12],
  [2, 0.6],
  [3, 0.28],
];
const MEAN_PLAY = BASKETBALL_PLAY_POINTS.reduce((sum, [points, p]) => sum + points * p, 0);
const MEAN_SQUARE_PLAY = BASKETBALL_PLAY_POINTS.reduce((s, [points, p]) => s + points ** 2 * p, 0);

/** Scoring plays per minute of a side that scores `rate` points in 48 minutes. */
export const playsPerMinute = (rate: number) => rate / 48 / MEAN_PLAY;

export type BasketballParams = { rateHome: number; rateAway: number };

/** The total and handicap lines of a match, around its expected total and margin. */
export function basketballMarkets(params: BasketballParams): MarketSpec[] {
  const total = Math.floor(params.rateHome + params.rateAway) + 0.5;
  const hcp = Math.floor(params.rateAway - params.rateHome) + 0.5;
  return [
    { typeId: 219, specifiers: {} },
    ...[total - 6, total, total + 6].map((t) => ({
      typeId: 225,
      specifiers: { total: String(t) },
    })),
    ...[hcp - 4, hcp, hcp + 4].map((h) => ({ typeId: 223, specifiers: { hcp: String(h) } })),
  ];
}

const plain = (id: string, win: number): OutcomeChances => ({
  id,
  win,
  halfWin: 0,
  refund: 0,
  halfLose: 0,
});

export function priceBasketball(
  params: BasketballParams,
  state: PlayState,
  markets: readonly MarketSpec[],
): PricedMarket[] {
  const left = Math.max(0, state.remaining);
  const now = sumScore(state.periods);
  const variance = (rate: number) => (rate * MEAN_SQUARE_PLAY * left) / MEAN_PLAY;
  const spread = Math.max(1e-6, Math.sqrt(variance(params.rateHome) + variance(params.rateAway)));
  const margin = now.home - now.away + (params.rateHome - params.rateAway) * left;
  const total = now.home + now.away + (params.rateHome + params.rateAway) * left;
  const share = params.rateHome / (params.rateHome + params.rateAway);
  return markets.map((market) => {
    if (market.typeId === 219) {
      const tie = normalCdf((0.5 - margin) / spread) - normalCdf((-0.5 - margin) / spread);
      const home = 1 - normalCdf((0.5 - margin) / spread) + tie * share;
      return { ...market, outcomes: [plain('4', home), plain('5', 1 - home)] };
    }
    if (market.typeId === 225) {
      const over = 1 - normalCdf((Number(market.specifiers.total) - total) / spread);
      return { ...market, outcomes: [plain('12', over), plain('13', 1 - over)] };
    }
    const home = 1 - normalCdf((-Number(market.specifiers.hcp) - margin) / spread);
    return { ...market, outcomes: [plain('1714', home), plain('1715', 1 - home)] };
  });
}
