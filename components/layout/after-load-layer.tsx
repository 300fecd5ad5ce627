'use client';

import { AdBonusTrigger } from '@/components/bonus/ad-bonus-trigger';
import { AnalyticsConsentBanner } from './analytics-consent-banner';
import { DepositWatcherWhenNeeded } from './on-demand';
import { SiteEffects } from './site-effects';

/**
 * What every page mounts once it has loaded and the browser is idle (`AfterLoad` in
 * `Providers`): the site's lookups and mirror sync, the analytics consent banner, the campaign's
 * bonus offer and the deposit watcher. A chunk of its own, loaded then (issue 41): none of it is
 * in a page's first load.
 */
export function AfterLoadLayer() {
  return (
    <>
      <SiteEffects />
      <AnalyticsConsentBanner />
      <AdBonusTrigger />
      <DepositWatcherWhenNeeded />
    </>
  );
}
