import { installServerAnalytics } from '@/server/services/analytics';
import { analyticsOff, type ServerAnalyticsEvent } from '@/server/services/analytics/port';

/**
 * Installs a process analytics that keeps what it is given, for a test to read; `restore` puts
 * analytics off again. (The PostHog wire itself is tested against the local collector.)
 */
export function recordAnalytics() {
  const events: ServerAnalyticsEvent[] = [];
  installServerAnalytics({
    capture: (event) => {
      events.push(event);
    },
    shutdown: async () => {},
  });
  return { events, restore: () => installServerAnalytics(analyticsOff) };
}
