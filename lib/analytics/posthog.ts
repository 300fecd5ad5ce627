import type { AnalyticsClient } from './client';

/**
 * PostHog behind the AnalyticsClient interface. The library loads lazily, after the page is
 * interactive, and talks to the `/ingest` path of the site's own origin (spec §7).
 */
export function createPosthogAnalytics(key: string): AnalyticsClient {
  const ready = import('posthog-js').then(({ default: posthog }) => {
    posthog.init(key, {
      api_host: '/ingest',
      capture_pageview: false,
      person_profiles: 'identified_only',
    });
    return posthog;
  });

  return {
    pageView(path) {
      void ready.then((posthog) =>
        posthog.capture('$pageview', { $current_url: `${window.location.origin}${path}` }),
      );
    },
    capture(event, properties) {
      void ready.then((posthog) => posthog.capture(event, properties));
    },
  };
}
