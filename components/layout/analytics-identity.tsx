'use client';

import { useEffect, useRef } from 'react';
import { useAnalytics } from '@/lib/analytics/context';
import { useUser } from '@/lib/hooks/data/use-user';
import { useToken } from '@/lib/session/token';

/**
 * Analytics know the player (spec §4): anonymous until sign-in, then identified by the account
 * id (the id the server's events carry), and a new anonymous visitor after logout.
 */
export function AnalyticsIdentity() {
  const analytics = useAnalytics();
  const token = useToken();
  const { user } = useUser();
  const userId = user?.id;
  const signedIn = useRef(false);

  useEffect(() => {
    if (userId === undefined) return;
    signedIn.current = true;
    analytics.identify(String(userId));
  }, [analytics, userId]);

  useEffect(() => {
    if (token || !signedIn.current) return;
    signedIn.current = false;
    analytics.reset();
  }, [analytics, token]);

  return null;
}
