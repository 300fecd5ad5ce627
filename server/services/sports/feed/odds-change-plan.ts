import { MARKET_STATUS, PRODUCERS, type FeedMarket } from '@/lib/sports/feed-messages';
import { parseOdds } from '@/lib/sports/odds';
import { marketKey, selectionKey, specKey } from '@/lib/sports/specifiers';
import type { SportMarket, SportOutcome } from '@/server/db/schema';
import type { MessageOf } from './feed-handler';

type OddsChange = MessageOf<'odds_change'>;

/** An outcome's row as an `odds_change` writes it (its settlement columns are left alone). */
export type PricedOutcome = Pick<
  SportOutcome,
  | 'eventId'
  | 'typeId'
  | 'specKey'
  | 'outcomeId'
  | 'oddsE4'
  | 'active'
  | 'probability'
  | 'halfWinProbability'
  | 'refundProbability'
  | 'halfLoseProbability'
>;

/** What an `odds_change` does to the line, decided before anything is written. */
export type OddsChangePlan = {
  /** The new rows of markets that existed (locked), by their final state. */
  updated: SportMarket[];
  /** Markets the message opens. */
  inserted: SportMarket[];
  /** Outcomes to upsert, each once with its final values. */
  outcomes: PricedOutcome[];
  /** Markets as they stood after each visible change, in the order the message applied them. */
  shown: SportMarket[];
  /** Markets applied, and markets skipped as older than their last applied message. */
  applied: number;
  stale: number;
};

/**
 * The handover race (UOF "handover between producers"): once the live producer priced a
 * market, the pre-match producer's late last word about it (handed over, deactivated) is old
 * news and must not suspend or close what live already reopened.
 */
function lateHandover(market: SportMarket | undefined, message: OddsChange, feed: FeedMarket) {
  return (
    market?.producer === PRODUCERS.live &&
    message.producer === PRODUCERS.prematch &&
    (feed.status === MARKET_STATUS.handedOver || feed.status === MARKET_STATUS.deactivated)
  );
}

/** The rows of the outcomes a market carries. */
function pricedOutcomes(eventId: string, key: string, feed: FeedMarket): PricedOutcome[] {
  return (feed.outcomes ?? []).map((outcome) => {
    const odds = outcome.odds === undefined ? null : parseOdds(outcome.odds);
    return {
      eventId,
      typeId: feed.typeId,
      specKey: key,
      outcomeId: outcome.id,
      oddsE4: odds,
      // A price that does not parse is no price: the outcome cannot be bet on.
      active: outcome.active && odds !== null,
      probability: outcome.probability ?? null,
      halfWinProbability: outcome.halfWinProbability ?? null,
      refundProbability: outcome.refundProbability ?? null,
      halfLoseProbability: outcome.halfLoseProbability ?? null,
    };
  });
}

/**
 * Applies an `odds_change` to the locked markets and their stored outcomes in memory, market by
 * market in the lock order, as if each were written before the next is read: a market named
 * twice sees its first write. Per market, a message older than the last applied (`last_ts`) is
 * skipped unless it belongs to a recovery in progress; `version` grows by one when a player
 * could see the change (status, cash-out status, a price or an outcome's activity); a new
 * market starts at version 1.
 */
export function planOddsChange(input: {
  message: OddsChange;
  recovering: boolean;
  now: Date;
  /** The message's markets that exist, locked, by `marketKey()`. */
  markets: ReadonlyMap<string, SportMarket>;
  /** The stored outcomes of the message's markets. */
  outcomes: readonly SportOutcome[];
}): OddsChangePlan {
  const { message, recovering, now } = input;
  const eventId = message.eventId;
  const markets = new Map(input.markets);
  const prices = new Map<string, Pick<SportOutcome, 'oddsE4' | 'active'>>(
    input.outcomes.map((row) => [selectionKey(row), row]),
  );
  const written = new Map<string, SportMarket>();
  const outcomes = new Map<string, PricedOutcome>();
  const shown: SportMarket[] = [];
  let applied = 0;
  let stale = 0;
  const ordered = message.markets
    .map((feed) => ({ feed, key: specKey(feed.specifiers) }))
    .sort((a, b) => a.feed.typeId - b.feed.typeId || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const { feed, key } of ordered) {
    const id = marketKey({ eventId, typeId: feed.typeId, specKey: key });
    const market = markets.get(id);
    if (market && message.timestamp < market.lastTs && !recovering) {
      stale++;
      continue;
    }
    if (lateHandover(market, message, feed)) continue;
    applied++;
    const rows = pricedOutcomes(eventId, key, feed);
    // Each outcome is compared with the market's outcomes as they stood before this market.
    const pricesChanged = rows.some((row) => {
      const old = prices.get(selectionKey(row));
      return !old || old.oddsE4 !== row.oddsE4 || old.active !== row.active;
    });
    for (const row of rows) {
      prices.set(selectionKey(row), row);
      outcomes.set(selectionKey(row), row);
    }
    const cashoutStatus = feed.cashoutStatus ?? market?.cashoutStatus ?? 1;
    const visible =
      !market ||
      pricesChanged ||
      market.status !== feed.status ||
      market.cashoutStatus !== cashoutStatus;
    const next: SportMarket = {
      eventId,
      typeId: feed.typeId,
      specKey: key,
      specifiers: feed.specifiers,
      status: feed.status,
      producer: message.producer,
      cashoutStatus,
      version: market ? market.version + (visible ? 1 : 0) : 1,
      lastTs: Math.max(market?.lastTs ?? 0, message.timestamp),
      heldByOperator: market?.heldByOperator ?? false,
      updatedAt: now,
    };
    markets.set(id, next);
    written.set(id, next);
    if (visible) shown.push(next);
  }
  const rows = [...written.entries()];
  return {
    updated: rows.filter(([id]) => input.markets.has(id)).map(([, row]) => row),
    inserted: rows.filter(([id]) => !input.markets.has(id)).map(([, row]) => row),
    outcomes: [...outcomes.values()],
    shown,
    applied,
    stale,
  };
}
