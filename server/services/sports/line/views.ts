import type { SportEventView, SportMarketView } from '@/lib/schemas/sports';
import { hasBegun } from '@/lib/sports/event-score';
import type { EventStatus, LocalName, SportEventState } from '@/lib/sports/feed-messages';
import { effectiveMarketStatus, isShownStatus } from '@/lib/sports/market-status';
import { marketType, SPORT_MARKETS } from '@/lib/sports/market-types';
import { oddsText } from '@/lib/sports/odds';
import { marketKey } from '@/lib/sports/specifiers';

/**
 * The line as players see it (`sportMarketSchema`, `sportEventSchema`): rows the line's queries
 * read (`event-rows.ts`, `market-rows.ts`) made into the contracts' shapes, and the orders the
 * browser shows them in, so every reader (routes, snapshots, stream deltas) says the same.
 */

/** A market as `market-rows.ts` reads it: the row's fields the view needs, its outcomes. */
export type MarketRecord = {
  eventId: string;
  typeId: number;
  specKey: string;
  specifiers: Record<string, string>;
  status: number;
  heldByOperator: boolean;
  version: number;
  /** Whether the market's producer is up (a producer without a row has not been seen down). */
  producerUp: boolean;
  outcomes: { id: string; oddsE4: number | null; active: boolean }[];
};

/** An event as `event-rows.ts` reads it, with its sport, tournament and category. */
export type EventRecord = {
  id: string;
  sportSlug: string;
  tournament: { id: string; name: LocalName };
  category: { id: string; name: LocalName };
  home: LocalName;
  away: LocalName;
  scheduledAt: Date;
  status: EventStatus;
  state: SportEventState | null;
  seedHash: string | null;
  seed: string | null;
  /** Shown markets of a known type. */
  marketsCount: number;
};

/** The event statuses after which a simulated match's seed may be revealed. */
const OVER: ReadonlySet<EventStatus> = new Set(['ended', 'closed', 'cancelled', 'abandoned']);

/** The market type a list shows for an event of the sport; undefined for a sport we do not know. */
export const mainTypeOf = (sportSlug: string): number | undefined =>
  (SPORT_MARKETS as Record<string, readonly number[] | undefined>)[sportSlug]?.[0];

export const effectiveStatusOf = (market: MarketRecord) =>
  effectiveMarketStatus(market, market.producerUp);

/** Whether the market is on the line: shown status, of a type the browser can name. */
export const isShown = (market: MarketRecord) =>
  marketType(market.typeId) !== undefined && isShownStatus(effectiveStatusOf(market));

export function marketView(market: MarketRecord): SportMarketView {
  return {
    key: marketKey(market),
    type_id: market.typeId,
    spec_key: market.specKey,
    specifiers: market.specifiers,
    status: effectiveStatusOf(market),
    version: market.version,
    outcomes: [...market.outcomes].sort(outcomeOrder(market.typeId)).map((outcome) => ({
      id: outcome.id,
      odds: outcome.oddsE4 === null ? null : oddsText(outcome.oddsE4),
      active: outcome.active,
    })),
  };
}

export function eventView(
  event: EventRecord,
  mainMarket: MarketRecord | null | undefined,
): SportEventView {
  const state = event.state;
  return {
    id: event.id,
    sport: event.sportSlug,
    tournament: event.tournament,
    category: event.category,
    home: event.home,
    away: event.away,
    scheduled_at: event.scheduledAt.toISOString(),
    status: event.status,
    live: event.status === 'live',
    // A match not begun (nor one postponed or cancelled before kick-off) has no score, whatever
    // state the feed sent with its fixture.
    score:
      state && hasBegun(event.status) ? { home: state.homeScore, away: state.awayScore } : null,
    clock: state?.clock ?? null,
    period_scores: state?.periodScores ?? [],
    markets_count: event.marketsCount,
    main_market: mainMarket && isShown(mainMarket) ? marketView(mainMarket) : null,
    seed_hash: event.seedHash,
    // Whoever stored it, a seed is never shown before the match is over: it decides the match.
    seed: OVER.has(event.status) ? event.seed : null,
  };
}

/**
 * The event's main market among its markets: the sport's main type, the one without
 * specifiers first.
 */
export function mainMarketAmong(
  sportSlug: string,
  markets: readonly MarketRecord[],
): MarketRecord | null {
  const type = mainTypeOf(sportSlug);
  const candidates = markets.filter((market) => market.typeId === type && isShown(market));
  candidates.sort((a, b) => compareSpecifiers(a.specKey, b.specKey));
  return candidates[0] ?? null;
}

const SCORE = /^(\d+)[:-](\d+)$/;

/**
 * Outcomes as the registry lists them; a type with open-ended outcomes (correct score) in score
 * order (home goals, then away goals); anything the registry does not name after, by id.
 */
export function outcomeOrder(typeId: number) {
  const listed = marketType(typeId)?.outcomes ?? [];
  const rank = (id: string) => {
    const at = listed.indexOf(id);
    return at === -1 ? listed.length : at;
  };
  return (a: { id: string }, b: { id: string }) => {
    const byRank = rank(a.id) - rank(b.id);
    if (byRank !== 0) return byRank;
    const [scoreA, scoreB] = [SCORE.exec(a.id), SCORE.exec(b.id)];
    if (scoreA && scoreB) {
      return Number(scoreA[1]) - Number(scoreB[1]) || Number(scoreA[2]) - Number(scoreB[2]) || 0;
    }
    if (scoreA || scoreB) return scoreA ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/**
 * An event's markets in the order its page shows them: the sport's market types in the
 * registry's order (main first), then lines by their specifiers' values (`total=0.5` before
 * `total=1.5`, `hcp=-1.5` before `hcp=1`).
 */
export function marketOrder(sportSlug: string) {
  const types = (SPORT_MARKETS as Record<string, readonly number[] | undefined>)[sportSlug] ?? [];
  const rank = (typeId: number) => {
    const at = types.indexOf(typeId);
    return at === -1 ? types.length + typeId : at;
  };
  return (
    a: Pick<MarketRecord, 'typeId' | 'specKey'>,
    b: Pick<MarketRecord, 'typeId' | 'specKey'>,
  ) => rank(a.typeId) - rank(b.typeId) || compareSpecifiers(a.specKey, b.specKey);
}

/** Spec keys by their values, numbers as numbers: `total=2.5` before `total=10.5`. */
function compareSpecifiers(a: string, b: string): number {
  const [partsA, partsB] = [a.split('|'), b.split('|')];
  for (let i = 0; i < Math.max(partsA.length, partsB.length); i += 1) {
    const [valueA, valueB] = [valueOf(partsA[i]), valueOf(partsB[i])];
    if (valueA === valueB) continue;
    if (valueA === undefined || valueB === undefined) return valueA === undefined ? -1 : 1;
    const [numberA, numberB] = [Number(valueA), Number(valueB)];
    if (valueA !== '' && valueB !== '' && Number.isFinite(numberA) && Number.isFinite(numberB)) {
      if (numberA !== numberB) return numberA - numberB;
    }
    return valueA < valueB ? -1 : 1;
  }
  return 0;
}

const valueOf = (pair: string | undefined) => pair?.slice(pair.indexOf('=') + 1);
