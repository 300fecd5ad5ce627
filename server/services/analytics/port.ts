import type { AnalyticsEvent } from '@/lib/analytics/events';

/** One event of a player, as the server reports it. */
export type ServerAnalyticsEvent = {
  event: AnalyticsEvent;
  /** The player's account id: the browser identifies the same person with it. */
  distinctId: string;
  properties?: Record<string, string | number | boolean | null>;
};

/**
 * Product analytics from the server (PostHog through posthog-node, or off). Reports are queued
 * and sent in batches; `capture` never throws and never waits for the network, so a call after a
 * commit cannot fail the request it follows.
 */
export interface ServerAnalytics {
  capture(event: ServerAnalyticsEvent): void;
  /** Sends what is queued; the process calls it before it exits. */
  shutdown(): Promise<void>;
}

/** No key configured: nothing is recorded, nothing leaves the server. */
export const analyticsOff: ServerAnalytics = {
  capture() {},
  async shutdown() {},
};
