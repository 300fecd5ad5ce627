'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore, type ReactNode } from 'react';
import styles from './kyc-sandbox.module.css';

/** The sandbox KYC provider's own look: a light page that reads as somebody else's site. */
export function SandboxShell({
  title,
  subtitle,
  wide = false,
  actions,
  children,
}: {
  title: string;
  subtitle?: string;
  wide?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('KycSandbox');
  // In the site's Verification modal the page fills its frame, with no margin of its own.
  const framed = useSyncExternalStore(
    noChange,
    () => window.self !== window.top,
    () => false,
  );
  return (
    <div className={framed ? `${styles.page} ${styles.framed}` : styles.page}>
      <div className={wide ? `${styles.card} ${styles.cardWide}` : styles.card}>
        <header className={styles.header}>
          <span className={styles.brand}>{t('brand')}</span>
          <span className={styles.badge}>{t('testMode')}</span>
        </header>
        <div className={styles.titleRow}>
          <div>
            <h1 className={styles.title}>{title}</h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {actions}
        </div>
        {children}
      </div>
    </div>
  );
}

function noChange() {
  return () => {};
}
