'use client';

import { Suspense, lazy } from 'react';
import { AfterLoad } from '@/components/layout/after-load';

// Out of the first load, as the other watchers (docs/ARCHITECTURE.md, "Performance"): the
// layout's early script keeps an install offer made meanwhile.
const PwaClient = lazy(() =>
  import('./pwa-client').then((module) => ({ default: module.PwaClient })),
);

/** The installable app's side of every page, once the page has loaded (pwa-client.tsx). */
export function PwaLoader({ buildId }: { buildId: string }) {
  return (
    <AfterLoad>
      <Suspense fallback={null}>
        <PwaClient buildId={buildId} />
      </Suspense>
    </AfterLoad>
  );
}
