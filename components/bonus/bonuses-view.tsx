'use client';

import { useTranslations } from 'next-intl';
import styles from './bonus.module.css';
import { ActiveBonuses } from './active-bonuses';
import { OffersSection } from './offers-section';
import { PromoCountdown } from './promo-countdown';
import { PromoForm } from './promo-form';
import { useSessionKind } from '@/lib/hooks/behaviour/use-session-kind';

/**
 * /bonuses: the promo countdown, the player's active bonus (progress, balance, countdown,
 * Cancel), the offers with their significant terms, and the promo-code field.
 */
export function BonusesView() {
  const t = useTranslations('BonusSystem');
  const session = useSessionKind();
  if (session === 'unknown') {
    return (
      <p className="muted" role="status" aria-busy="true">
        {t('offers.loading')}
      </p>
    );
  }
  const guest = session === 'guest';
  return (
    <div className={styles.page}>
      <PromoCountdown guest={guest} />
      {guest ? null : (
        <section aria-labelledby="bonus-active" className={styles.section}>
          <h2 id="bonus-active">{t('active.heading')}</h2>
          <ActiveBonuses withTerms />
        </section>
      )}
      <OffersSection guest={guest} />
      <section aria-labelledby="bonus-promo" className={styles.section}>
        <h2 id="bonus-promo">{t('promo.heading')}</h2>
        <PromoForm guest={guest} />
      </section>
    </div>
  );
}
