'use client';

import { useSetAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { depositConfigAtom, type StoredDepositConfig } from '@/lib/atoms/deposit-config';
import { useSecondsUntil } from '@/lib/hooks/behaviour/use-countdown';
import { useHoldReload } from '@/lib/pwa/hold-reload';
import { minutesSeconds } from '@/lib/payments/format';
import { CopyValue } from './copy-value';
import styles from './payments.module.css';

/**
 * The open deposit (spec §4): the amount (and a crypto processor's exact sum of the coin) and
 * where to send it, each with a copy button, the time left, the provider's payment page, and a
 * way back to the methods. `DepositWatcher` removes the config once it is paid, failed or out of
 * time; the form then comes back.
 */
export function DepositConfigView({ stored }: { stored: StoredDepositConfig }) {
  const t = useTranslations('PayInModal.config');
  const format = useNumberFormat();
  const setStored = useSetAtom(depositConfigAtom);
  const seconds = useSecondsUntil(stored.expiresAt);
  const { config } = stored;
  // An open deposit checkout: a new version of the site waits for it (spec §4).
  useHoldReload(seconds > 0);
  const money = (amount: number) =>
    format.number(amount, { style: 'currency', currency: config.currency });

  return (
    <div className={styles.config}>
      <p>{t(config.address ? 'instructionsCrypto' : 'instructionsCard')}</p>
      <dl className={styles.details}>
        <CopyValue
          label={t('amount')}
          value={money(config.amount)}
          copyText={String(config.amount)}
        />
        {config.pay_amount && config.pay_currency ? (
          <CopyValue
            label={t('payAmount')}
            value={`${config.pay_amount} ${config.pay_currency}`}
            copyText={config.pay_amount}
          />
        ) : null}
        {config.commission > 0 ? (
          <div className={styles.detail}>
            <dt>{t('commission')}</dt>
            <dd>{money(config.commission)}</dd>
          </div>
        ) : null}
        {config.card ? (
          <CopyValue
            label={t('cardNumber')}
            value={config.card.card_number}
            copyText={config.card.card_number.replace(/\s/g, '')}
          />
        ) : null}
        {config.card?.phone_number ? (
          <CopyValue label={t('phone')} value={config.card.phone_number} />
        ) : null}
        {config.address ? <CopyValue label={t('address')} value={config.address} /> : null}
        {config.network ? (
          <div className={styles.detail}>
            <dt>{t('network')}</dt>
            <dd>{config.network}</dd>
          </div>
        ) : null}
      </dl>
      {config.sum_was_changed ? <p className="muted">{t('sumChanged')}</p> : null}
      <p className={styles.timer}>
        {t('timeLeft')}{' '}
        <time role="timer" dateTime={`PT${seconds}S`}>
          {minutesSeconds(seconds)}
        </time>
      </p>
      <p className="muted" role="status">
        {t('waiting')}
      </p>
      {config.checkout_url ? (
        <a
          className="btn btn-primary btn-block"
          href={config.checkout_url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('checkout')}
        </a>
      ) : null}
      <button type="button" className="btn btn-ghost btn-block" onClick={() => setStored(null)}>
        {t('cancel')}
      </button>
    </div>
  );
}
