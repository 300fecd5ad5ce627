'use client';

import { useTranslations } from 'next-intl';
import { useDateFormat } from '@/lib/i18n/use-date-format';
import type { BonusGrant } from '@/lib/schemas/bonus';
import styles from './bonus.module.css';
import { BonusProgress } from './bonus-progress';
import { OfferArt } from './offer-art';
import { TermsList } from './terms-list';
import { TimeLeftUntil } from './time-left';
import { useMoney } from './use-money';

type Props = {
  grant: BonusGrant;
  /** Offers the Cancel button (the active bonus). */
  onCancel?: (grant: BonusGrant) => void;
  /** Shows the significant terms under the card. */
  withTerms?: boolean;
};

/** An active bonus: wagering progress, bonus balance, expiry countdown, and Cancel. */
export function ActiveGrantCard({ grant, onCancel, withTerms = false }: Props) {
  const t = useTranslations('BonusSystem.active');
  const money = useMoney();
  const dates = useDateFormat();
  return (
    <article className={styles.grant} aria-labelledby={`grant-${grant.id}`}>
      <OfferArt kind={grant.terms.kind} />
      <div className={styles.grantBody}>
        <h3 id={`grant-${grant.id}`}>{grant.name}</h3>
        <BonusProgress grant={grant} />
        <dl className={styles.figures}>
          <div>
            <dt>{t('balance')}</dt>
            <dd>{money(grant.balance, grant.currency)}</dd>
          </div>
          <div>
            <dt>{t('granted')}</dt>
            <dd>{money(grant.amount, grant.currency)}</dd>
          </div>
          <div>
            <dt>{t('expires')}</dt>
            <dd>
              <TimeLeftUntil until={grant.expires_at} label={t('expires')} />
              <span className={styles.small}>
                {t('expiresAt', {
                  date: dates.dateTime(grant.expires_at, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                })}
              </span>
            </dd>
          </div>
        </dl>
        {onCancel ? (
          <button type="button" className="btn btn-ghost" onClick={() => onCancel(grant)}>
            {t('cancel')}
          </button>
        ) : null}
      </div>
      {withTerms ? (
        <div className={styles.grantTerms}>
          <TermsList terms={grant.terms} />
        </div>
      ) : null}
    </article>
  );
}
