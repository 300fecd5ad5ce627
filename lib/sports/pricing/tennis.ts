import { priceOnScores, sumScore, type ScoreDistribution } from './distributions';
import type { MarketSpec, PlayState, PricedMarket, Score } from './types';

/**
 * Tennis, best of three sets: every game is won by the home player with one chance (a simple
 * model without serve, which the simulated feed plays by too), sets to six games by two, a
 * tie-break at 6:6 counted as one game. Exact distributions of the sets and the games follow.
 */
export type TennisParams = { gameHome: number };

export function setOver({ home: a, away: b }: Score): boolean {
  return ((a >= 6 || b >= 6) && Math.abs(a - b) >= 2) || a === 7 || b === 7;
}

/** Sets won so far (finished sets only). */
export function setsWon(periods: readonly Score[]): Score {
  return periods.filter(setOver).reduce(
    (sum, set) => ({
      home: sum.home + (set.home > set.away ? 1 : 0),
      away: sum.away + (set.away > set.home ? 1 : 0),
    }),
    { home: 0, away: 0 },
  );
}

export const tennisOver = (periods: readonly Score[]) => {
  const sets = setsWon(periods);
  return sets.home === 2 || sets.away === 2;
};

export function tennisMarkets(params: TennisParams): MarketSpec[] {
  const { games } = tennisDistributions(params, []);
  const mean = (pick: (s: Score) => number) =>
    games.reduce((m, { score, p }) => m + pick(score) * p, 0);
  const total = Math.floor(mean((s) => s.home + s.away)) + 0.5;
  const hcp = Math.floor(mean((s) => s.away - s.home)) + 0.5;
  return [
    { typeId: 186, specifiers: {} },
    ...[total - 2, total, total + 2].map((t) => ({
      typeId: 189,
      specifiers: { total: String(t) },
    })),
    ...[hcp - 3, hcp, hcp + 3].map((h) => ({ typeId: 187, specifiers: { hcp: String(h) } })),
  ];
}

function finalSets(g: number, start: Score): ScoreDistribution {
  const reach = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
  reach[start.home]![start.away] = 1;
  const out: ScoreDistribution = [];
  for (let games = start.home + start.away; games <= 13; games++) {
    for (let home = 0; home <= Math.min(7, games); home++) {
      const away = games - home;
      const p = away <= 7 ? reach[home]![away]! : 0;
      if (p === 0) continue;
      if (setOver({ home, away })) {
        out.push({ score: { home, away }, p });
        continue;
      }
      reach[home + 1]![away]! += p * g;
      reach[home]![away + 1]! += p * (1 - g);
    }
  }
  return out;
}

/** Paths that reached the same sets and games are one. */
function merge<T extends { sets: Score; games: Score; p: number }>(paths: T[]): T[] {
  const merged = new Map<string, T>();
  for (const path of paths) {
    const key = `${path.sets.home}:${path.sets.away}:${path.games.home}:${path.games.away}`;
    const entry = merged.get(key);
    if (entry) entry.p += path.p;
    else merged.set(key, { ...path });
  }
  return [...merged.values()];
}

const freshSets = new Map<number, ScoreDistribution>();

/** The distributions of the sets and of the games at the end, from the sets played so far. */
export function tennisDistributions(params: TennisParams, periods: readonly Score[]) {
  const done = periods.filter(setOver);
  const current = periods.length > done.length ? periods[periods.length - 1]! : null;
  type Path = { sets: Score; games: Score; p: number };
  let paths: Path[] = [{ sets: setsWon(done), games: sumScore(done), p: 1 }];
  let start: Score = current ?? { home: 0, away: 0 };
  let fresh = freshSets.get(params.gameHome);
  if (!fresh) {
    fresh = finalSets(params.gameHome, { home: 0, away: 0 });
    if (freshSets.size > 500) freshSets.clear();
    freshSets.set(params.gameHome, fresh);
  }
  let first = true;
  while (paths.some((path) => path.sets.home < 2 && path.sets.away < 2)) {
    const sets = first ? finalSets(params.gameHome, start) : fresh;
    paths = paths.flatMap((path) =>
      path.sets.home >= 2 || path.sets.away >= 2
        ? [path]
        : sets.map(({ score, p }) => ({
            sets: {
              home: path.sets.home + (score.home > score.away ? 1 : 0),
              away: path.sets.away + (score.away > score.home ? 1 : 0),
            },
            games: { home: path.games.home + score.home, away: path.games.away + score.away },
            p: path.p * p,
          })),
    );
    paths = merge(paths);
    first = false;
    start = { home: 0, away: 0 };
  }
  return {
    sets: paths.map(({ sets, p }) => ({ score: sets, p })),
    games: paths.map(({ games, p }) => ({ score: games, p })),
  };
}

export function priceTennis(
  params: TennisParams,
  state: PlayState,
  markets: readonly MarketSpec[],
): PricedMarket[] {
  const { sets, games } = tennisDistributions(params, state.periods);
  return markets.map((market) => priceOnScores(market, market.typeId === 186 ? sets : games));
}
