import type { PostHog } from 'posthog-js';
import type { AnalyticsClient } from './client';
import { analyticsConsent, subscribeAnalyticsConsent, type AnalyticsConsent } from './consent';

/** What the browser is told of analytics (`GET /client_config`). */
export type AnalyticsSettings = { key: string | null; consentRequired: boolean };

/** posthog-js as far as the site uses it (a stand-in in tests). */
export type PosthogLike = Pick<
  PostHog,
  'init' | 'capture' | 'identify' | 'reset' | 'opt_in_capturing' | 'opt_out_capturing'
>;

export type PosthogAnalyticsOptions = {
  /** The operator's settings; null when they could not be read (analytics stay off). */
  settings: () => Promise<AnalyticsSettings | null>;
  /** Loads the library; it is asked for only once analytics may run. */
  load?: () => Promise<PosthogLike>;
  /** Where the page's `/ingest` is (spec §7): the site's own origin. */
  apiHost?: string;
};

/** Events that happen before the settings are read wait for them; beyond this many, dropped. */
const EARLY_EVENTS_MAX = 20;

/**
 * posthog-js options (spec §7): through `/ingest` on the site's own origin, batched, gzip when
 * the browser can (`best-available` compression, the library's default once compression is not
 * disabled), feature flags given 3 s; every other request times out after 60 s (the library's
 * fixed timeout). Person profiles only for identified players; page views are sent by the site
 * (`usePageViews`), with the full path.
 */
export function posthogOptions(apiHost: string) {
  return {
    api_host: apiHost,
    capture_pageview: false,
    person_profiles: 'identified_only',
    request_batching: true,
    disable_compression: false,
    feature_flag_request_timeout_ms: 3_000,
    disable_session_recording: true,
  } as const;
}

/**
 * PostHog behind the AnalyticsClient interface, under the visitor's consent (spec §4). Where the
 * operator requires consent, the library is not even loaded until the visitor opts in; after an
 * opt-out it stays unloaded on later pages, and a library already running stops capturing
 * (`opt_out_capturing`). Where consent is not required it loads at once, and an opt-out still
 * holds. Without a key nothing loads.
 */
export function createPosthogAnalytics(options: PosthogAnalyticsOptions): AnalyticsClient {
  const load = options.load ?? (() => import('posthog-js').then((module) => module.default));
  const apiHost = options.apiHost ?? '/ingest';
  let settings: AnalyticsSettings | null | undefined;
  let library: Promise<PosthogLike> | null = null;
  let running: PosthogLike | null = null;
  let identity: string | null = null;
  let early: ((posthog: PosthogLike) => void)[] | null = [];

  const allowed = (consent: AnalyticsConsent) =>
    Boolean(settings?.key) &&
    (consent === 'granted' || (!settings!.consentRequired && consent !== 'denied'));

  const start = (key: string) => {
    library ??= load().then((posthog) => {
      posthog.init(key, posthogOptions(apiHost));
      // A choice made on an earlier visit may have left PostHog's own opt-out flag set.
      posthog.opt_in_capturing({ captureEventName: null });
      if (identity) posthog.identify(identity);
      running = posthog;
      return posthog;
    });
    return library;
  };

  const apply = () => {
    if (settings === undefined) return;
    const consent = analyticsConsent();
    if (allowed(consent)) {
      const wasRunning = running !== null;
      void start(settings!.key!).then((posthog) => {
        if (wasRunning) posthog.opt_in_capturing({ captureEventName: null });
        for (const send of early ?? []) send(posthog);
        early = null;
      });
      return;
    }
    // Not allowed (yet): what waited for the settings is dropped, and a running library stops.
    early = null;
    running?.opt_out_capturing();
  };

  void options.settings().then(
    (value) => {
      settings = value;
      apply();
    },
    () => {
      settings = null;
      apply();
    },
  );
  if (typeof window !== 'undefined') subscribeAnalyticsConsent(apply);

  const send = (action: (posthog: PosthogLike) => void) => {
    if (settings === undefined) {
      if (early && early.length < EARLY_EVENTS_MAX) early.push(action);
      return;
    }
    if (library && allowed(analyticsConsent())) void library.then(action);
  };

  return {
    pageView(path) {
      send((posthog) =>
        posthog.capture('$pageview', { $current_url: `${window.location.origin}${path}` }),
      );
    },
    capture(event, properties) {
      send((posthog) => posthog.capture(event, properties));
    },
    identify(accountId) {
      if (identity === accountId) return;
      identity = accountId;
      void library?.then((posthog) => posthog.identify(accountId));
    },
    reset() {
      if (identity === null) return;
      identity = null;
      void library?.then((posthog) => posthog.reset());
    },
  };
}
