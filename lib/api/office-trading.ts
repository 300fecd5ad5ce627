'use client';

import type { Currency } from '@/lib/constants/currencies';
import type { ApiClient } from './client';
import { schemaLoader } from './client';
import { OFFICE_PAGE_SIZE } from './office';

const tradingSchemas = schemaLoader(() => import('@/lib/schemas/sports-trading'));
const sportsSchemas = schemaLoader(() => import('@/lib/schemas/sports'));

/** The back office's Sportsbook trading section (issue 36), every call `sports.trade`. */
export const TRADING_PATHS = {
  events: 'operator/sports/events',
  markets: (eventId: string) => `operator/sports/events/${encodeURIComponent(eventId)}/markets`,
  feed: 'operator/sports/feed',
  limits: 'operator/sports/limits',
  action: (action: MarketAction) => `operator/sports/markets/${action}`,
  /** The sports the line knows (the player's tree, read by the limits form for their names). */
  tree: 'sports/tree',
} as const;

export type TradingEventFilters = {
  status: 'live' | 'upcoming';
  sport?: string;
  q?: string;
};

/** One page of live or upcoming events by kick-off, from the cursor `before` (an event's id). */
export function tradingEventsPage(
  api: ApiClient,
  filters: TradingEventFilters,
  before?: string,
  limit: number = OFFICE_PAGE_SIZE,
) {
  return api.get(TRADING_PATHS.events, tradingSchemas('tradingEventsAnswerSchema'), {
    searchParams: { ...filters, before, limit },
  });
}

/** The event with every market, its settlement and its exposure per outcome and currency. */
export function tradingEventMarkets(api: ApiClient, eventId: string) {
  return api.get(TRADING_PATHS.markets(eventId), tradingSchemas('tradingEventMarketsAnswerSchema'));
}

/** Each producer of the feed: up or down, its lag, its recovery, its recent messages. */
export function sportsFeedHealth(api: ApiClient) {
  return api.get(TRADING_PATHS.feed, tradingSchemas('feedHealthAnswerSchema'));
}

export type MarketAction = 'suspend' | 'reopen' | 'settle' | 'void';

export type MarketRef = { event_id: string; type_id: number; spec_key: string };

/** An outcome's result as `POST …/markets/settle` takes it. */
export type SettledOutcome = {
  id: string;
  result: 0 | 1;
  void_factor?: 0.5 | 1;
  dead_heat_factor?: string;
};

/** Suspends (holds), reopens or voids a market, with the reason for the record. */
export function actOnMarket(
  api: ApiClient,
  action: Exclude<MarketAction, 'settle'>,
  body: MarketRef & { reason: string },
) {
  return api.post(TRADING_PATHS.action(action), sportsSchemas('operatorMarketAnswerSchema'), body);
}

/** Settles a market by hand; at or above the four-eyes threshold it is held (202). */
export function settleMarket(
  api: ApiClient,
  body: MarketRef & { reason: string; outcomes: SettledOutcome[] },
) {
  return api.post(
    TRADING_PATHS.action('settle'),
    tradingSchemas('tradingSettleAnswerSchema'),
    body,
  );
}

/** The limits rows set, and the defaults that apply without one. */
export function sportLimits(api: ApiClient) {
  return api.get(TRADING_PATHS.limits, sportsSchemas('operatorSportLimitsAnswerSchema'));
}

/** A limits row as the form sends it: amounts as typed, so the API's 422 names the field. */
export type SportLimitInput = {
  currency: Currency;
  sport_id: string;
  min_stake: string;
  max_stake: string;
  max_payout: string;
  live_delay_ms: number | null;
  cashout_margin_e4: number | null;
};

/** Writes limits rows, each replacing its currency and sport. */
export function putSportLimits(api: ApiClient, limits: SportLimitInput[]) {
  return api.put(TRADING_PATHS.limits, sportsSchemas('operatorSportLimitsAnswerSchema'), {
    limits,
  });
}

/** Every sport of the line, for the names of the limits' sports. */
export function sportsOfTheLine(api: ApiClient) {
  return api.get(TRADING_PATHS.tree, sportsSchemas('sportsTreeAnswerSchema'));
}
