'use client';

// First: zod's configuration for the browser, before anything parses (lib/schemas/browser-parsing.ts).
import '@/lib/schemas/browser-parsing';
import { Provider as JotaiProvider } from 'jotai';
import { Suspense, useState, type ReactNode } from 'react';
import { ModalHost } from '@/components/modals/modal-host';
import { DepositWatcher } from '@/components/payments/deposit-watcher';
import { PayInPrompt } from '@/components/payments/pay-in-prompt';
import { ToastLayer } from '@/components/ui/toast-layer';
import { noopAnalytics } from '@/lib/analytics/client';
import { AnalyticsProvider } from '@/lib/analytics/context';
import { createPosthogAnalytics } from '@/lib/analytics/posthog';
import { publicEnv } from '@/lib/env/public';
import { useModalQueryFlags } from '@/lib/hooks/behaviour/use-modal-query-flags';
import { usePageViews } from '@/lib/hooks/behaviour/use-page-views';
import { SessionEffects } from './session-effects';
import { SiteEffects } from './site-effects';

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

  return (
    <JotaiProvider>
      <AnalyticsProvider client={analytics}>
        {children}
        <Suspense fallback={null}>
          <RouteEffects />
        </Suspense>
        <SessionEffects />
        <DepositWatcher />
        <PayInPrompt />
        <SiteEffects />
        <ModalHost />
        <ToastLayer />
      </AnalyticsProvider>
    </JotaiProvider>
  );
}
