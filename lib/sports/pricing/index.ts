import type { SportSlug } from '../market-types';
import { basketballMarkets, priceBasketball } from './basketball';
import { esportsMarkets, priceEsports } from './esports';
import { footballMarkets, priceFootball } from './football';
import { hockeyMarkets, priceHockey } from './ice-hockey';
import { priceTennis, tennisMarkets } from './tennis';
import type { MarketSpec, ModelParams, PlayState, PricedMarket } from './types';

export type { MarketSpec, ModelParams, OutcomeChances, PlayState, PricedMarket } from './types';
export { settleMarket } from './settle';
export { LIVE_OVERROUND, PREMATCH_OVERROUND, offerOutcomes } from './margin';

/** The markets a match carries from its announcement to its end (live-only ones aside). */
export function matchMarkets(params: ModelParams): MarketSpec[] {
  switch (params.sport) {
    case 'football':
      return footballMarkets();
    case 'ice-hockey':
      return hockeyMarkets();
    case 'basketball':
      return basketballMarkets(params);
    case 'tennis':
      return tennisMarkets(params);
    case 'esports':
      return esportsMarkets();
  }
}

/** Fair chances of the markets' outcomes in a state of play. */
export function priceMarkets(
  params: ModelParams,
  state: PlayState,
  markets: readonly MarketSpec[],
): PricedMarket[] {
  switch (params.sport) {
    case 'football':
      return priceFootball(params, state, markets);
    case 'ice-hockey':
      return priceHockey(params, state, markets);
    case 'basketball':
      return priceBasketball(params, state, markets);
    case 'tennis':
      return priceTennis(params, state, markets);
    case 'esports':
      return priceEsports(params, state, markets);
  }
}

export const sportOf = (params: ModelParams): SportSlug => params.sport;
