'use client';

import { useTranslations } from 'next-intl';
import styles from '../office.module.css';

/** Whether a template, pack or promo code is on (offered) or off. */
export function ActiveBadge({ active }: { active: boolean }) {
  const t = useTranslations('office.marketing');
  return (
    <span className={styles.badge} data-tone={active ? 'success' : undefined}>
      {active ? t('active') : t('inactive')}
    </span>
  );
}
