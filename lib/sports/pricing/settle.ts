import type { SettledOutcome } from '../feed-messages';
import type { SportSlug } from '../market-types';
import { sumScore } from './distributions';
import { gradeOnScore, isTotalType, outcomesOf } from './grade';
import { setsWon, tennisOver } from './tennis';
import type { MarketSpec, OutcomeGrade, PlayState, Score } from './types';

/**
 * The settlement of every market the simulated feed prices, from a final or partial state of
 * play: each outcome's result with its void factor (half results on quarter lines), or null
 * while the market is undecided. A market is decided early when nothing still to play can
 * change it: a total once the line is passed, both teams to score once both scored, the next
 * goal once scored, the first half at half-time, regulation markets once regulation is over.
 */
export function settleMarket(
  sport: SportSlug,
  market: MarketSpec,
  state: PlayState,
): SettledOutcome[] | null {
  if (market.typeId === 8) return settleNextGoal(market, state);
  const counted = countedScore(sport, market.typeId, state);
  if (!counted || (!counted.final && !decidedEarly(market, counted.score))) return null;
  return outcomesOf(market.typeId).map((id) =>
    settledOutcome(id, gradeOnScore(market.typeId, market.specifiers, id, counted.score) ?? 'lose'),
  );
}

/** A grade as the feed writes it (research A2.2): result with void factor. */
export function settledOutcome(id: string, grade: OutcomeGrade): SettledOutcome {
  switch (grade) {
    case 'win':
      return { id, result: 1 };
    case 'lose':
      return { id, result: 0 };
    case 'half_win':
      return { id, result: 1, voidFactor: '0.5' };
    case 'half_lose':
      return { id, result: 0, voidFactor: '0.5' };
    case 'refund':
      return { id, result: 0, voidFactor: '1' };
  }
}

function decidedEarly(market: MarketSpec, score: Score): boolean {
  if (isTotalType(market.typeId)) {
    return score.home + score.away - Number(market.specifiers.total) >= 0.5;
  }
  if (market.typeId === 29) return score.home > 0 && score.away > 0;
  return false;
}

/**
 * The score a market counts and whether it is final for that market: regulation for hockey's
 * 1X2, total and handicap; the first half for market 60; games for tennis's totals and
 * handicaps, sets for its winner; everything else the whole match with overtime.
 */
function countedScore(
  sport: SportSlug,
  typeId: number,
  state: PlayState,
): { score: Score; final: boolean } | null {
  const periods = state.periods;
  const early = (score: Score) => ({ score, final: false });
  if (sport === 'football' && typeId === 60) {
    const over = periods.length > 1 || state.ended;
    return over ? { score: periods[0] ?? { home: 0, away: 0 }, final: true } : null;
  }
  if (sport === 'ice-hockey' && typeId !== 406) {
    const score = sumScore(periods.slice(0, 3));
    return periods.length > 3 || state.ended ? { score, final: true } : early(score);
  }
  if (sport === 'tennis') {
    const over = state.ended || tennisOver(periods);
    if (typeId === 186) return over ? { score: setsWon(periods), final: true } : null;
    const games = sumScore(periods);
    return over ? { score: games, final: true } : early(games);
  }
  const score = sumScore(periods);
  return state.ended ? { score, final: true } : early(score);
}

function settleNextGoal(market: MarketSpec, state: PlayState): SettledOutcome[] | null {
  const n = Number(market.specifiers.goalnr);
  const scorer = state.goals?.[n - 1];
  if (!scorer && !state.ended) return null;
  const winner = scorer === 'home' ? '6' : scorer === 'away' ? '8' : '7';
  return ['6', '7', '8'].map((id) => ({ id, result: id === winner ? 1 : 0 }));
}
