'use client';

import { Suspense, lazy } from 'react';

// Out of the first load (docs/ARCHITECTURE.md, "Performance"): the offer comes after the page
// has loaded, with the PWA client, and so can the button's code.
const InstallAppButton = lazy(() =>
  import('./install-app-button').then((module) => ({ default: module.InstallAppButton })),
);

/** "Install the app" (install-app-button.tsx), loaded when first rendered. */
export function InstallAppEntry(props: { className?: string; onInstall?: () => void }) {
  return (
    <Suspense fallback={null}>
      <InstallAppButton {...props} />
    </Suspense>
  );
}
