import { PostHog } from 'posthog-node';
import { log } from '@/server/lib/log';
import type { ServerAnalytics } from './port';

export type PosthogAnalyticsOptions = {
  key: string;
  /** PostHog's host (or a collector speaking its capture API): `POSTHOG_HOST`. */
  host: string;
  /** Events per batch; a batch also leaves every `flushIntervalMs`. */
  flushAt?: number;
  flushIntervalMs?: number;
};

/**
 * PostHog's capture API through posthog-node: events are queued and POSTed to `/batch/` in
 * batches (gzip), persons only for identified players (every server event names its player).
 */
export function posthogAnalytics(options: PosthogAnalyticsOptions): ServerAnalytics {
  const client = new PostHog(options.key, {
    host: options.host,
    flushAt: options.flushAt ?? 20,
    flushInterval: options.flushIntervalMs ?? 10_000,
    requestTimeout: 60_000,
    featureFlagsRequestTimeoutMs: 3_000,
  });
  client.on('error', (error: unknown) => log.warn('analytics batch not sent', { error }));
  return {
    capture({ event, distinctId, properties }) {
      try {
        client.capture({ event, distinctId, properties });
      } catch (error) {
        log.warn('analytics event dropped', { event, error });
      }
    },
    shutdown: () => client.shutdown(),
  };
}
