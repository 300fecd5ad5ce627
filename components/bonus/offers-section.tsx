'use client';

import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { useBonusOffers } from '@/lib/hooks/data/use-bonus-offers';
import styles from './bonus.module.css';
import { OfferCard } from './offer-card';

/** The offers a guest gets on registration, or a player can take now, each with its terms. */
export function OffersSection({ guest }: { guest: boolean }) {
  const t = useTranslations('BonusSystem.offers');
  const { offers, receivedAt, error, mutate } = useBonusOffers();
  return (
    <section aria-labelledby="bonus-offers" className={styles.section}>
      <h2 id="bonus-offers">{t('heading')}</h2>
      {!offers ? (
        error ? (
          <div role="alert">
            <p className="muted">{t('loadError')}</p>
            <button type="button" className="btn btn-ghost" onClick={() => void mutate()}>
              {t('retry')}
            </button>
          </div>
        ) : (
          <p className="muted" role="status" aria-busy="true">
            {t('loading')}
          </p>
        )
      ) : offers.length === 0 ? (
        <EmptyState title={t('emptyTitle')} text={t('emptyText')} />
      ) : (
        <>
          <p className="muted">{guest ? t('guestLead') : t('playerLead')}</p>
          <ul className={styles.offers}>
            {offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} guest={guest} receivedAt={receivedAt ?? 0} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
