'use client';

import { useToken } from '@/lib/session/token';
import { BreakBanner } from './break-banner';
import { RealityCheckWatcher } from './reality-check-watcher';
import { SessionLimitWatcher } from './session-limit-watcher';

/**
 * A page of the site inside a frame (the sandbox's game pages frame the site itself): the page
 * around it already asks, over the frame.
 */
function framed() {
  return window.self !== window.top;
}

/**
 * What player protection adds to every page for a signed-in player (issue 34), loaded after the
 * page (components/layout/providers.tsx): the reality check and the session time limit. Guests
 * get nothing and make no call.
 */
export function ProtectionWatchers() {
  const token = useToken();
  if (!token || framed()) return null;
  return (
    <>
      <RealityCheckWatcher />
      <SessionLimitWatcher />
    </>
  );
}

/** The break banner, above the page's header. */
export function ProtectionBanner() {
  const token = useToken();
  return token && !framed() ? <BreakBanner /> : null;
}
