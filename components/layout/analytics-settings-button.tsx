'use client';

import { reopenAnalyticsConsent } from '@/lib/analytics/consent';
import styles from './footer.module.css';

/** The footer's way back to the analytics choice (spec §4): shows the consent banner again. */
export function AnalyticsSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className={styles.linkButton} onClick={reopenAnalyticsConsent}>
      {label}
    </button>
  );
}
