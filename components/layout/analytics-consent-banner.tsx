'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { browserApi } from '@/lib/api/browser';
import { fetchClientConfig } from '@/lib/api/client-config';
import {
  analyticsConsent,
  analyticsConsentReopened,
  setAnalyticsConsent,
  subscribeAnalyticsConsent,
} from '@/lib/analytics/consent';
import { useAnalytics } from '@/lib/analytics/context';
import { Link } from '@/lib/i18n/navigation';
import styles from './analytics-consent-banner.module.css';

/** What the banner shows: re-read whenever the choice changes or the banner is asked for. */
function snapshot() {
  return `${analyticsConsent() ?? 'none'}|${analyticsConsentReopened() ? 'reopened' : ''}`;
}

/**
 * The analytics consent banner (spec §4): opt in or out, remembered (`lib/analytics/consent.ts`).
 * Shown while no choice was made where the operator requires consent, and again from the
 * footer's "analytics settings". It sits above the bet slip bar and left of the support button,
 * and takes no focus: the page stays usable while it is open.
 */
export function AnalyticsConsentBanner() {
  const t = useTranslations('AnalyticsConsent');
  const analytics = useAnalytics();
  const titleId = useId();
  const [settings, setSettings] = useState<{ key: boolean; required: boolean } | null>(null);
  const state = useSyncExternalStore(subscribeAnalyticsConsent, snapshot, () => 'none|');

  useEffect(() => {
    let live = true;
    void fetchClientConfig(browserApi()).then((config) => {
      if (live && config) {
        setSettings({
          key: Boolean(config.analytics.key),
          required: config.analytics.consent_required,
        });
      }
    });
    return () => {
      live = false;
    };
  }, []);

  const [consent, reopened] = state.split('|');
  const shown =
    settings?.key === true &&
    (reopened === 'reopened' || (settings.required && consent === 'none'));
  if (!shown) return null;

  const choose = (choice: 'granted' | 'denied') => {
    setAnalyticsConsent(choice);
    // The page the visitor agreed on counts as viewed.
    if (choice === 'granted') {
      analytics.pageView(`${window.location.pathname}${window.location.search}`);
    }
  };

  return (
    <section className={styles.banner} aria-labelledby={titleId} data-testid="analytics-consent">
      <h2 id={titleId}>{t('title')}</h2>
      <p>
        {t('text')}{' '}
        <Link href="/policy/ru/confidential" className={styles.policy}>
          {t('policy')}
        </Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => choose('granted')}>
          {t('accept')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => choose('denied')}>
          {t('decline')}
        </button>
      </div>
    </section>
  );
}
