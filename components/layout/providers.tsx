'use client';

// First: zod's configuration for the browser, before anything parses (lib/schemas/browser-parsing.ts).
import '@/lib/schemas/browser-parsing';
import { Provider as JotaiProvider } from 'jotai';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { AdBonusTrigger } from '@/components/bonus/ad-bonus-trigger';
import { LIKELY_MODALS, ModalHost, loadModal } from '@/components/modals/modal-host';
import { PayInPrompt } from '@/components/payments/pay-in-prompt';
import { noopAnalytics } from '@/lib/analytics/client';
import { AnalyticsProvider } from '@/lib/analytics/context';
import { createPosthogAnalytics } from '@/lib/analytics/posthog';
import { publicEnv } from '@/lib/env/public';
import { useModalQueryFlags } from '@/lib/hooks/behaviour/use-modal-query-flags';
import { usePageViews } from '@/lib/hooks/behaviour/use-page-views';
import { AfterLoad, whenIdleAfterLoad } from './after-load';
import { SessionEffects } from './session-effects';
import { SiteEffects } from './site-effects';

// Out of the first load: the deposit watcher brings zod (it checks the stored deposit config)
// and the notifications their library; both start once the page has loaded.
const DepositWatcher = lazy(() =>
  import('@/components/payments/deposit-watcher').then((module) => ({
    default: module.DepositWatcher,
  })),
);
const ToastLayer = lazy(() =>
  import('@/components/ui/toast-layer').then((module) => ({ default: module.ToastLayer })),
);

/** Effects that read the query string; they sit in a Suspense boundary so pages stay static. */
function RouteEffects() {
  usePageViews();
  useModalQueryFlags();
  return null;
}

/** Client-side state shared by every page: session, modals, toasts, analytics. */
export function Providers({ children }: { children: ReactNode }) {
  // The initializer also runs during server rendering, where analytics must stay off.
  const [analytics] = useState(() =>
    publicEnv.posthogKey && typeof window !== 'undefined'
      ? createPosthogAnalytics(publicEnv.posthogKey)
      : noopAnalytics,
  );

  // The likeliest modals load while the page is idle, so a click opens them at once.
  useEffect(
    () =>
      whenIdleAfterLoad(() => {
        for (const name of LIKELY_MODALS) loadModal(name).catch(() => {});
      }),
    [],
  );

  return (
    <JotaiProvider>
      <AnalyticsProvider client={analytics}>
        {children}
        <Suspense fallback={null}>
          <RouteEffects />
        </Suspense>
        <SessionEffects />
        <PayInPrompt />
        <ModalHost />
        <AfterLoad>
          <SiteEffects />
          <AdBonusTrigger />
          <Suspense fallback={null}>
            <DepositWatcher />
            <ToastLayer />
          </Suspense>
        </AfterLoad>
      </AnalyticsProvider>
    </JotaiProvider>
  );
}
