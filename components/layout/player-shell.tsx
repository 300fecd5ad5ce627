'use client';

import { useSelectedLayoutSegment } from 'next/navigation';
import type { ReactNode } from 'react';
import { Providers } from './providers';

/** The route group of the staff's back office (app/[locale]/(office)), which brings its own. */
const OFFICE_SEGMENT = '(office)';

/**
 * The player's providers (session, modals, analytics, toasts) and the pieces every player page
 * carries (`extras`: the support chat, the installable app), around every page but the back
 * office's: staff pages keep none of the player's state, chat or page-view analytics.
 */
export function PlayerShell({ children, extras }: { children: ReactNode; extras: ReactNode }) {
  if (useSelectedLayoutSegment() === OFFICE_SEGMENT) return children;
  return (
    <Providers>
      {children}
      {extras}
    </Providers>
  );
}
