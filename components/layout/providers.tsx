'use client';

// First: zod's configuration for the browser, before anything parses (lib/schemas/browser-parsing.ts).
import '@/lib/schemas/browser-parsing';
import { Provider as JotaiProvider } from 'jotai';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { ModalHost, likelyModals, loadModal } from '@/components/modals/modal-host';
import { PayInPrompt } from '@/components/payments/pay-in-prompt';
import { noopAnalytics } from '@/lib/analytics/client';
import { AnalyticsProvider } from '@/lib/analytics/context';
import { createPosthogAnalytics } from '@/lib/analytics/posthog';
import { fetchClientConfig } from '@/lib/api/client-config';
import { browserApi } from '@/lib/api/browser';
import { useModalQueryFlags } from '@/lib/hooks/behaviour/use-modal-query-flags';
import { usePageViews } from '@/lib/hooks/behaviour/use-page-views';
import { useToken } from '@/lib/session/token';
import { AfterLoad, whenIdleAfterLoad } from './after-load';
import { whenInteracted } from '@/lib/dom/when-interacted';
import { AnalyticsIdentity } from './analytics-identity';
import { ToastsWhenShown } from './on-demand';
import { SessionEffects } from './session-effects';

// Player protection (issue 34): the reality check, the session time limit and the break banner
// read the player's protection once the page has loaded; one chunk for all three, which a guest
// does not load (`SignedIn`).
const protectionLayer = () => import('@/components/protection/protection-layer');
const ProtectionWatchers = lazy(() =>
  protectionLayer().then((module) => ({ default: module.ProtectionWatchers })),
);
const ProtectionBanner = lazy(() =>
  protectionLayer().then((module) => ({ default: module.ProtectionBanner })),
);

// What every page mounts after its load, in a chunk loaded then
// (components/layout/after-load-layer.tsx).
const AfterLoadLayer = lazy(() =>
  import('./after-load-layer').then((module) => ({ default: module.AfterLoadLayer })),
);

/** Its children for a signed-in player only: a guest loads none of their code. */
function SignedIn({ children }: { children: ReactNode }) {
  return useToken() ? children : null;
}

/** Effects that read the query string; they sit in a Suspense boundary so pages stay static. */
function RouteEffects() {
  usePageViews();
  useModalQueryFlags();
  return null;
}

/** The operator's analytics settings, read once the page has loaded and the browser is idle. */
function analyticsSettingsAfterLoad() {
  return new Promise<void>((resolve) => whenIdleAfterLoad(resolve))
    .then(() => fetchClientConfig(browserApi()))
    .then((config) =>
      config
        ? { key: config.analytics.key, consentRequired: config.analytics.consent_required }
        : null,
    );
}

/** Client-side state shared by every page: session, modals, toasts, analytics. */
export function Providers({ children }: { children: ReactNode }) {
  // The initializer also runs during server rendering, where analytics must stay off.
  const [analytics] = useState(() =>
    typeof window !== 'undefined'
      ? createPosthogAnalytics({ settings: analyticsSettingsAfterLoad })
      : noopAnalytics,
  );

  // The likeliest modals load once the visitor moves, touches or types, ahead of the click that
  // opens one; a visit that only reads loads none (issue 41). Signing in or out changes which.
  const signedIn = Boolean(useToken());
  useEffect(
    () =>
      whenInteracted(() => {
        for (const name of likelyModals(signedIn)) loadModal(name).catch(() => {});
      }),
    [signedIn],
  );

  return (
    <JotaiProvider>
      <AnalyticsProvider client={analytics}>
        <AfterLoad>
          <SignedIn>
            <Suspense fallback={null}>
              <ProtectionBanner />
            </Suspense>
          </SignedIn>
        </AfterLoad>
        {children}
        <Suspense fallback={null}>
          <RouteEffects />
        </Suspense>
        <SessionEffects />
        <AnalyticsIdentity />
        <PayInPrompt />
        <ModalHost />
        <ToastsWhenShown />
        <AfterLoad>
          <Suspense fallback={null}>
            <AfterLoadLayer />
          </Suspense>
          <SignedIn>
            <Suspense fallback={null}>
              <ProtectionWatchers />
            </Suspense>
          </SignedIn>
        </AfterLoad>
      </AnalyticsProvider>
    </JotaiProvider>
  );
}
