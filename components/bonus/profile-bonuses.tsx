'use client';

import { useTranslations } from 'next-intl';
import { FreeSpinsSection } from '@/components/profile/free-spins-section';
import styles from './bonus.module.css';
import { ActiveBonuses } from './active-bonuses';
import { BonusHistory } from './bonus-history';
import { PromoCountdown } from './promo-countdown';

/**
 * /profile/bonuses: the bonus waiting for a deposit, the active bonuses with progress and
 * countdowns, the free spins, then the history of ended bonuses.
 */
export function ProfileBonuses() {
  const t = useTranslations('BonusSystem.history');
  const spins = useTranslations('Profile.freeSpins');
  return (
    <div className={styles.page}>
      <PromoCountdown guest={false} compact />
      <section aria-labelledby="bonuses-active" className={styles.section}>
        <h2 id="bonuses-active">{t('activeHeading')}</h2>
        <ActiveBonuses />
      </section>
      <section aria-labelledby="bonuses-free-spins" className={styles.section}>
        <h2 id="bonuses-free-spins">{spins('heading')}</h2>
        <FreeSpinsSection />
      </section>
      <section aria-labelledby="bonuses-history" className={styles.section}>
        <h2 id="bonuses-history">{t('historyHeading')}</h2>
        <BonusHistory />
      </section>
    </div>
  );
}
