import { priceOnScores, sumScore, type ScoreDistribution } from './distributions';
import type { MarketSpec, PlayState, PricedMarket, Score } from './types';

/** Esports (CS2), best of three maps: each map is won by the home team with one chance. */
export type EsportsParams = { mapHome: number };

export function esportsMarkets(): MarketSpec[] {
  return [
    { typeId: 186, specifiers: {} },
    { typeId: 327, specifiers: { hcp: '-1.5' } },
    { typeId: 327, specifiers: { hcp: '1.5' } },
    { typeId: 328, specifiers: { total: '2.5' } },
  ];
}

export const bestOfThreeOver = (maps: Score) => maps.home === 2 || maps.away === 2;

/** The distribution of the map score at the end, from the maps played so far. */
export function mapDistribution(params: EsportsParams, periods: readonly Score[]) {
  let paths: ScoreDistribution = [{ score: sumScore(periods), p: 1 }];
  while (paths.some(({ score }) => !bestOfThreeOver(score))) {
    paths = paths.flatMap((path) =>
      bestOfThreeOver(path.score)
        ? [path]
        : [
            { score: { ...path.score, home: path.score.home + 1 }, p: path.p * params.mapHome },
            {
              score: { ...path.score, away: path.score.away + 1 },
              p: path.p * (1 - params.mapHome),
            },
          ],
    );
  }
  return paths;
}

export function priceEsports(
  params: EsportsParams,
  state: PlayState,
  markets: readonly MarketSpec[],
): PricedMarket[] {
  const maps = mapDistribution(params, state.periods);
  return markets.map((market) => priceOnScores(market, maps));
}
