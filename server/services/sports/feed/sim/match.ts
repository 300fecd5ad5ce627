import {
  MARKET_STATUS,
  PRODUCERS,
  type BetSettlement,
  type FeedMarket,
  type OddsChange,
  type ProducerId,
  type SettledOutcome,
  type SportEventState,
} from '@/lib/sports/feed-messages';
import {
  LIVE_OVERROUND,
  PREMATCH_OVERROUND,
  matchMarkets,
  offerOutcomes,
  priceMarkets,
  settleMarket,
  type MarketSpec,
} from '@/lib/sports/pricing';
import { sumScore } from '@/lib/sports/pricing/distributions';
import { nextGoalMarket } from '@/lib/sports/pricing/football';
import { setsWon } from '@/lib/sports/pricing/tennis';
import { specKey } from '@/lib/sports/specifiers';
import type { PlayEngine, PlayMatch } from './play';
import { createRng, type Rng } from './rng';
import type { SlotPlan } from './schedule';
import { esportsEngine, tennisEngine } from './rounds-play';
import { timedEngine } from './timed-play';

/**
 * One simulated match: its plan (fixture, seed, model), its markets (fixed at the announcement;
 * football adds a next-goal market per goal), what was settled, and its play. The builders
 * below turn it into feed messages; the feed decides when.
 */
export type MatchStatus = 'not_started' | 'live' | 'ended' | 'closed' | 'postponed' | 'cancelled';

export type SimMatch = SlotPlan & {
  status: MatchStatus;
  markets: MarketSpec[];
  /** Correct results of the markets settled so far, by `marketId()`. */
  settled: Map<string, SettledOutcome[]>;
  play: PlayMatch;
  engine: PlayEngine;
  /** Pre-match price moves. */
  drift: Rng;
  /** A bet stop is in force until the next priced odds change. */
  suspended: boolean;
  /** Bumped whenever the next happening is redrawn: a stale planned happening is dropped. */
  planToken: number;
  /** The last priced odds change per producer (for the out-of-order fault). */
  lastOdds: Partial<Record<ProducerId, OddsChange>>;
  /** Feed time of the last message per producer (recovery `after`). */
  lastChange: Partial<Record<ProducerId, number>>;
};

const ENGINES = {
  football: timedEngine('football'),
  'ice-hockey': timedEngine('ice-hockey'),
  basketball: timedEngine('basketball'),
  tennis: tennisEngine,
  esports: esportsEngine,
};

const ids = new WeakMap<MarketSpec, string>();

/** `type/spec key`, remembered per market object (asked for on every message). */
export function marketId(market: MarketSpec): string {
  let id = ids.get(market);
  if (id === undefined) ids.set(market, (id = `${market.typeId}/${specKey(market.specifiers)}`));
  return id;
}

export function createMatch(plan: SlotPlan): SimMatch {
  return {
    ...plan,
    status: 'not_started',
    markets: matchMarkets(plan.params),
    settled: new Map(),
    play: {
      params: plan.params,
      state: { periods: [], remaining: 1, ended: false, goals: [] },
      rng: createRng(plan.seed, 'play'),
      phase: 'not_started',
      step: 0,
      phaseStart: 0,
      phaseLength: 0,
      stoppage: [],
    },
    engine: ENGINES[plan.sport],
    drift: createRng(plan.seed, 'drift'),
    suspended: false,
    planToken: 0,
    lastOdds: {},
    lastChange: {},
  };
}

/** Kick-off: the engine starts and football opens its first next-goal market. */
export function kickOff(match: SimMatch, now: number) {
  match.status = 'live';
  match.engine.kickoff(match.play, now);
  if (match.sport === 'football') match.markets.push(nextGoalMarket(1));
}

/** A new next-goal market after each goal (football, while the match runs). */
export function openNextGoal(match: SimMatch) {
  if (match.sport !== 'football' || match.play.state.ended) return;
  const n = (match.play.state.goals?.length ?? 0) + 1;
  const market = nextGoalMarket(n);
  if (!match.markets.some((m) => marketId(m) === marketId(market))) match.markets.push(market);
}

export function eventState(match: SimMatch, now: number): SportEventState {
  const { periods } = match.play.state;
  const score = match.sport === 'tennis' ? setsWon(periods) : sumScore(periods);
  return {
    status: match.status,
    homeScore: score.home,
    awayScore: score.away,
    ...(match.status === 'live' ? { clock: match.engine.clock(match.play, now) } : {}),
    periodScores: periods.map((p) => ({ ...p })),
  };
}

/**
 * The odds change of a producer: every market of the match, settled ones as settled, the
 * rest suspended while a bet stop holds, otherwise priced with the producer's margin.
 */
export function oddsChange(
  match: SimMatch,
  producer: ProducerId,
  now: number,
  options: { suspend?: boolean; requestId?: string } = {},
): OddsChange {
  const live = producer === PRODUCERS.live;
  const open = match.markets.filter(
    (m) => !match.settled.has(marketId(m)) && (live || m.typeId !== 8),
  );
  const suspend = options.suspend || match.suspended;
  const priced = new Map(
    (suspend ? [] : priceMarkets(match.params, match.play.state, open)).map((p, i) => [
      marketId(open[i]!),
      p,
    ]),
  );
  const overround = live ? LIVE_OVERROUND : PREMATCH_OVERROUND;
  const markets: FeedMarket[] = match.markets
    .filter((m) => live || m.typeId !== 8)
    .map((m) => {
      if (match.settled.has(marketId(m))) return { ...m, status: MARKET_STATUS.settled };
      if (suspend) return { ...m, status: MARKET_STATUS.suspended, cashoutStatus: -1 };
      const prices = priced.get(marketId(m))!;
      return {
        ...m,
        status: MARKET_STATUS.active,
        cashoutStatus: 1,
        outcomes: offerOutcomes(prices, overround),
      };
    });
  return {
    type: 'odds_change',
    producer,
    eventId: match.eventId,
    timestamp: now,
    ...(options.requestId ? { requestId: options.requestId } : {}),
    eventState: eventState(match, now),
    markets,
  };
}

/** The markets decided by the state of play and not yet settled, with their results. */
export function newlyDecided(
  match: SimMatch,
): { market: MarketSpec; outcomes: SettledOutcome[] }[] {
  return match.markets.flatMap((market) => {
    if (match.settled.has(marketId(market))) return [];
    const outcomes = settleMarket(match.sport, market, match.play.state);
    return outcomes ? [{ market, outcomes }] : [];
  });
}

export function settlement(
  match: SimMatch,
  decided: readonly { market: MarketSpec; outcomes: SettledOutcome[] }[],
  certainty: 1 | 2,
  now: number,
): BetSettlement {
  return {
    type: 'bet_settlement',
    producer: PRODUCERS.live,
    eventId: match.eventId,
    timestamp: now,
    certainty,
    markets: decided.map(({ market, outcomes }) => ({ ...market, outcomes })),
  };
}

/** The same results with every outcome's result turned over: the wrong-settlement fault. */
export function wrongOutcomes(outcomes: readonly SettledOutcome[]): SettledOutcome[] {
  return outcomes.map((outcome) => ({ ...outcome, result: outcome.result === 1 ? 0 : 1 }));
}

/** A pre-match price move: the model's rates drift by up to ±4 %. */
export function driftPrices(match: SimMatch) {
  const f = 1 + (match.drift.next() - 0.5) * 0.08;
  const p = match.params;
  if (p.sport === 'football' || p.sport === 'ice-hockey') {
    match.params = { ...p, lambdaHome: p.lambdaHome * f, lambdaAway: p.lambdaAway / f };
  } else if (p.sport === 'basketball') {
    match.params = { ...p, rateHome: p.rateHome * f, rateAway: p.rateAway / f };
  } else if (p.sport === 'tennis') {
    match.params = { ...p, gameHome: Math.min(0.7, Math.max(0.3, p.gameHome * f)) };
  } else if (p.sport === 'esports') {
    match.params = { ...p, mapHome: Math.min(0.8, Math.max(0.2, p.mapHome * f)) };
  }
  match.play.params = match.params;
}
