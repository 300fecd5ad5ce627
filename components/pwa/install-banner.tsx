'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useInstallPrompt } from '@/lib/pwa/install-prompt';
import styles from './pwa.module.css';

/**
 * The install offer (spec §4): shown while the browser offers installation, unless the visitor
 * cancelled once (the hide-install flag) or runs the installed app. "Not now" counts as a cancel.
 */
export function InstallBanner() {
  const t = useTranslations('Pwa');
  const { showBanner, install, dismiss } = useInstallPrompt();
  const titleId = useId();
  if (!showBanner) return null;
  return (
    <section className={styles.banner} aria-labelledby={titleId} data-testid="install-banner">
      {/* The app's own 2 KB icon, precached by the worker: nothing for the image optimizer. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img className={styles.icon} src="/icons/icon-192.png" alt="" width={48} height={48} />
      <div className={styles.copy}>
        <h2 id={titleId}>{t('installTitle')}</h2>
        <p>{t('installText')}</p>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          data-testid="install-button"
          onClick={() => void install()}
        >
          {t('install')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={dismiss}>
          {t('dismiss')}
        </button>
      </div>
    </section>
  );
}
