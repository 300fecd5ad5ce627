'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useAnalytics } from '@/lib/analytics/context';

/** Fires a page view with the full path (locale prefix and query included) on every route change. */
export function usePageViews(): void {
  const analytics = useAnalytics();
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    analytics.pageView(search ? `${pathname}?${search}` : pathname);
  }, [analytics, pathname, search]);
}
