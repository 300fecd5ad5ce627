'use client';

import { useTranslations } from 'next-intl';
import { useLoadedProtection } from './protection-loaded';
import { useProtectionFormat } from './use-protection-format';
import styles from './protection.module.css';

/** Deposits minus payouts, real money: since the account opened and over the last 30 days. */
export function NetDeposits() {
  const t = useTranslations('Protection.net');
  const { protection } = useLoadedProtection();
  const format = useProtectionFormat();
  const { lifetime, last_30_days: month } = protection.net_deposits;
  return (
    <dl className={styles.figures}>
      <div>
        <dt>{t('lifetime')}</dt>
        <dd>{format.money(lifetime, protection.currency)}</dd>
      </div>
      <div>
        <dt>{t('last30')}</dt>
        <dd>{format.money(month, protection.currency)}</dd>
      </div>
    </dl>
  );
}
