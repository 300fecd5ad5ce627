import 'server-only';
import type { AnalyticsEvent, AnalyticsProduct } from '@/lib/analytics/events';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import type { Config } from '@/server/config';
import { countBetSettled } from '@/server/lib/metrics';
import { onShutdown } from '@/server/lib/shutdown';
import { analyticsOff, type ServerAnalytics, type ServerAnalyticsEvent } from './port';
import { posthogAnalytics } from './posthog';

/**
 * The process's product analytics. Like the logger it observes and never changes a result, so it
 * is one per process (installed by the composition root, `server/context.ts`) rather than a
 * context field every money function would have to thread: the call sites stay one line, after
 * the commit of what they report.
 */
const holder = globalThis as unknown as { serverAnalytics?: ServerAnalytics };

/** The configured analytics: PostHog when a key is set, else off. */
export function analyticsFor(config: Pick<Config, 'analytics'>): ServerAnalytics {
  return config.analytics ? posthogAnalytics(config.analytics) : analyticsOff;
}

/** Makes `analytics` the process's; the previous one sends what it queued. */
export function installServerAnalytics(analytics: ServerAnalytics): void {
  const previous = holder.serverAnalytics;
  holder.serverAnalytics = analytics;
  if (previous && previous !== analytics) void previous.shutdown().catch(() => {});
}

export function serverAnalytics(): ServerAnalytics {
  return holder.serverAnalytics ?? analyticsOff;
}

/** Reports an event of a player. Call it after the commit, never inside a money transaction. */
export function track(
  event: AnalyticsEvent,
  playerId: string | number,
  properties?: ServerAnalyticsEvent['properties'],
): void {
  serverAnalytics().capture({ event, distinctId: String(playerId), properties });
}

/**
 * `bet_settled` of a product: its stake (`amount`) and `payout` in minor units of the currency.
 * Counted in the metrics as well (`arcada_bets_settled_total`), with analytics on or off.
 */
export function trackBetSettled(
  product: AnalyticsProduct,
  playerId: string | number,
  bet: { id: string | number; currency: string; amount: number; payout: number | null },
  game?: string,
): void {
  countBetSettled(product);
  track(ANALYTICS_EVENTS.betSettled, playerId, {
    product,
    ...(game && { game }),
    bet_id: String(bet.id),
    currency: bet.currency,
    amount: bet.amount,
    payout: bet.payout ?? 0,
  });
}

/** Sends the queued events when the process is asked to stop (`onShutdown`). */
export function flushAnalyticsOnShutdown(): void {
  onShutdown('analytics', () => serverAnalytics().shutdown());
}

/** `deposit` of a credited deposit (what was paid), and `first_deposit` when it is the first. */
export function trackDeposit(
  deposit: {
    id: string;
    userId: number;
    currency: string;
    amount: number;
    paidAmount: number | null;
  },
  first: boolean,
): void {
  const amount = deposit.paidAmount ?? deposit.amount;
  const properties = { deposit_id: deposit.id, currency: deposit.currency, amount };
  if (first) track(ANALYTICS_EVENTS.firstDeposit, deposit.userId, properties);
  track(ANALYTICS_EVENTS.deposit, deposit.userId, properties);
}

/** `payout` of a withdrawal the operator approved (sent to the provider). */
export function trackPayout(payout: {
  id: string;
  userId: number;
  currency: string;
  amount: number;
}): void {
  track(ANALYTICS_EVENTS.payout, payout.userId, {
    payout_id: payout.id,
    currency: payout.currency,
    amount: payout.amount,
  });
}

/** `bet_settled` of a casino round, once it closed: its bets and wins in total. */
export function trackCasinoRound(round: {
  id: number;
  userId: number;
  gameCode: string;
  currency: string;
  betTotal: number;
  winTotal: number;
}): void {
  const bet = { id: round.id, currency: round.currency, amount: round.betTotal };
  trackBetSettled('casino', round.userId, { ...bet, payout: round.winTotal }, round.gameCode);
}

/** `bet_settled` of a sports ticket settled for the first time: its stake and payout. */
export function trackSportsTicket(ticket: {
  id: string;
  userId: number;
  currency: string;
  stakeMinor: number;
  payoutMinor: number;
}): void {
  const bet = { id: ticket.id, currency: ticket.currency, amount: ticket.stakeMinor };
  trackBetSettled('sports', ticket.userId, { ...bet, payout: ticket.payoutMinor });
}
