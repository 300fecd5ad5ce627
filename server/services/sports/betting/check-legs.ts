import type { OddsPolicy } from '@/server/db/schema';
import type { MarketStatusName } from '@/lib/schemas/sports';
import { effectiveMarketStatus } from '@/lib/sports/market-status';
import { marketKey, selectionKey } from '@/lib/sports/specifiers';
import type { SportEvent, SportMarket, SportOutcome } from '@/server/db/schema';
import type { LegRef, LineState } from './read-line';

/** Why the line cannot take a leg now (A2.6 checks 4 and 5), as the API's field codes. */
export type LegRefusal = 'event_started' | 'market_suspended' | 'selection_unavailable';

export type LegState = {
  event: SportEvent | null;
  market: SportMarket | null;
  outcome: SportOutcome | null;
  /** The market's status as players see it (its producer down or an operator's hold suspend it). */
  status: MarketStatusName | null;
  /** The outcome's current odds ×10,000 when it is active and priced. */
  oddsE4: number | null;
  /** The event is in play. */
  live: boolean;
  refusal: LegRefusal | null;
};

/** An event takes bets before its start (not started, before `scheduled_at`) or while live. */
function eventOpen(event: SportEvent, now: Date) {
  if (event.status === 'live') return true;
  return event.status === 'not_started' && now.getTime() < event.scheduledAt.getTime();
}

/** What the line says of one leg, and whether it may be bet: the event first, then the market. */
export function legState(state: LineState, leg: LegRef, now: Date): LegState {
  const event = state.events.get(leg.eventId) ?? null;
  const market = state.markets.get(marketKey(leg)) ?? null;
  const outcome = state.outcomes.get(selectionKey(leg)) ?? null;
  const status = market
    ? effectiveMarketStatus(market, state.producersUp.get(market.producer) ?? false)
    : null;
  const priced = !!outcome && outcome.active && outcome.oddsE4 !== null;
  const oddsE4 = priced ? outcome.oddsE4 : null;
  const live = event?.status === 'live';
  let refusal: LegRefusal | null = null;
  if (!event || !market || !outcome) refusal = 'selection_unavailable';
  else if (!eventOpen(event, now)) refusal = 'event_started';
  else if (status !== 'active') refusal = 'market_suspended';
  else if (!priced) refusal = 'selection_unavailable';
  return { event, market, outcome, status, oddsE4, live, refusal };
}

/**
 * The odds a leg is taken at under the player's policy (A2.5): `none` only the odds sent,
 * `higher` the current odds if they did not drop, `any` the current odds; null when refused.
 * The market version the slip sends needs no check of its own: odds equal to the ones sent are
 * those of that version or of a later one with the same odds, which is what `none` allows.
 */
export function oddsTaken(policy: OddsPolicy, sentE4: number, currentE4: number): number | null {
  if (policy === 'any') return currentE4;
  if (policy === 'higher') return currentE4 >= sentE4 ? currentE4 : null;
  return currentE4 === sentE4 ? sentE4 : null;
}

/** Indices of legs whose event an earlier leg already has (no two legs of one event combine). */
export function relatedLegs(legs: readonly { eventId: string }[]): number[] {
  const seen = new Set<string>();
  const related: number[] = [];
  legs.forEach((leg, i) => {
    if (seen.has(leg.eventId)) related.push(i);
    seen.add(leg.eventId);
  });
  return related;
}
