'use client';

import { useSetAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { registerPromoAtom } from '@/lib/atoms/auth-flow';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import type { BonusOffer } from '@/lib/schemas/bonus';
import styles from './bonus.module.css';
import { OfferArt } from './offer-art';
import { TermsList } from './terms-list';
import { TimeLeftUntil } from './time-left';

type Props = {
  offer: BonusOffer;
  guest: boolean;
  /** When the offers were received (ms): a waiting offer counts down from its `expires_in`. */
  receivedAt: number;
};

/**
 * One offer with its illustration, its significant terms in full, and the way to take it: Sign up
 * for a guest, a deposit (PayIn) for a player. A waiting offer shows the server's countdown.
 */
export function OfferCard({ offer, guest, receivedAt }: Props) {
  const t = useTranslations('BonusSystem');
  const { open } = useModal();
  const setRegisterPromo = useSetAtom(registerPromoAtom);
  const headingId = `offer-${offer.id}`;
  return (
    <li className={styles.offer} data-kind={offer.terms.kind}>
      <div className={styles.offerHero}>
        <OfferArt kind={offer.terms.kind} />
        <div>
          <p className={styles.kind}>{t(`kinds.${offer.terms.kind}`)}</p>
          <h3 id={headingId}>{offer.name}</h3>
          {offer.promo ? (
            <p className={styles.badge}>{t('offers.promo', { promo: offer.promo })}</p>
          ) : null}
        </div>
      </div>
      {offer.waiting && offer.expires_in !== null ? (
        <p className={styles.waiting}>
          <span>{t('offers.waiting')}</span>{' '}
          <TimeLeftUntil until={receivedAt + offer.expires_in * 1000} label={t('offers.waiting')} />
        </p>
      ) : null}
      <TermsList terms={offer.terms} />
      <div className={styles.offerActions}>
        {guest ? (
          <button
            type="button"
            className="btn btn-primary btn-block"
            onClick={() => {
              // An offer that comes from a promo code is taken by signing up with that code.
              if (offer.promo) setRegisterPromo(offer.promo);
              open('Register');
            }}
          >
            {t('offers.register')}
          </button>
        ) : offer.terms.kind === 'no_deposit' ? null : (
          <button type="button" className="btn btn-primary btn-block" onClick={() => open('PayIn')}>
            {t('offers.deposit')}
          </button>
        )}
      </div>
    </li>
  );
}
