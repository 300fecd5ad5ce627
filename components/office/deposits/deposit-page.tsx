'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/errors';
import { useOfficeDeposit } from '@/lib/hooks/data/use-office-deposit';
import { Link } from '@/lib/i18n/navigation';
import { FormAlert } from '../form-alert';
import { SectionGate } from '../section-gate';
import { DepositEvents } from './deposit-events';
import { DepositFacts } from './deposit-facts';
import { shortId } from './deposit-paths';
import { DepositTransfers } from './deposit-transfers';
import styles from '../office.module.css';
import riskStyles from '../risk/risk.module.css';

/** `/office/deposits/{id}`: one deposit, its provider's events and its ledger transfers. */
export function DepositPage({ id }: { id: string }) {
  return (
    <SectionGate section="deposits">
      <DepositDesk id={id} />
    </SectionGate>
  );
}

function DepositDesk({ id }: { id: string }) {
  const t = useTranslations('office.deposits.page');
  const { deposit: answer, error, mutate } = useOfficeDeposit(id);

  const heading = (
    <header className={riskStyles.header}>
      <Link href="/office/deposits" className={riskStyles.back}>
        {t('back')}
      </Link>
      <h1>{t('title', { id: shortId(id) })}</h1>
    </header>
  );

  if (!answer) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className={styles.page}>
        {heading}
        {error ? (
          <div className={styles.row}>
            <FormAlert message={missing ? t('notFound') : t('loadError')} />
            {missing ? null : (
              <button type="button" className="btn btn-ghost" onClick={() => void mutate()}>
                {t('retry')}
              </button>
            )}
          </div>
        ) : (
          <p role="status" className={styles.loading}>
            {t('loading')}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {heading}
      <DepositFacts deposit={answer.deposit} />
      <div className={riskStyles.sections}>
        <section
          className={`${riskStyles.section} ${riskStyles.wide}`}
          aria-labelledby="deposit-events-title"
        >
          <h2 id="deposit-events-title">{t('events')}</h2>
          <DepositEvents events={answer.events} />
        </section>
        <section
          className={`${riskStyles.section} ${riskStyles.wide}`}
          aria-labelledby="deposit-transfers-title"
        >
          <h2 id="deposit-transfers-title">{t('transfers')}</h2>
          <DepositTransfers depositId={answer.deposit.id} transfers={answer.transfers} />
        </section>
      </div>
    </div>
  );
}
