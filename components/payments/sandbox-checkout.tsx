'use client';

import { useTranslations } from 'next-intl';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { useId, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import {
  checkoutTokenFrom,
  declineSandboxInvoice,
  paySandboxInvoice,
  sandboxInvoice,
} from '@/lib/api/sandbox-psp';
import { useSecondsUntil } from '@/lib/hooks/behaviour/use-countdown';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { minutesSeconds } from '@/lib/payments/format';
import { amountProblem, parseAmount } from '@/lib/payments/limits';
import styles from './sandbox.module.css';

type Outcome = 'paid' | 'failed';

/**
 * The sandbox provider's checkout page: what the invoice asks, and Pay or Decline, which make
 * the provider send its signed webhook to the site. Paying less than the invoice tries out a
 * changed sum. The buttons send the token of the link the page was opened with (its fragment),
 * so no player session is needed; without one the API wants the invoice owner's session.
 */
export function SandboxCheckout({ invoiceId }: { invoiceId: string }) {
  const t = useTranslations('SandboxCheckout');
  const format = useNumberFormat();
  const {
    data: invoice,
    error,
    mutate,
  } = useSWR(
    ['payments/sandbox/invoices', invoiceId],
    () => sandboxInvoice(browserApi(), invoiceId),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const seconds = useSecondsUntil(invoice ? Date.parse(invoice.expires_at) : 0);
  const { run, pending } = useFormAction();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [otherAmount, setOtherAmount] = useState(false);
  const [amount, setAmount] = useState('');
  const [amountInvalid, setAmountInvalid] = useState(false);
  const amountId = useId();

  async function act(action: () => Promise<{ status: string }>) {
    await run(async () => {
      const answer = await action();
      if (answer.status === 'paid' || answer.status === 'failed') setOutcome(answer.status);
    });
    await mutate();
  }

  const checkoutToken = () => checkoutTokenFrom(window.location.hash);

  function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !invoice) return;
    const invalid =
      otherAmount && amountProblem(amount, { min: 0.01, max: invoice.amount }) !== null;
    setAmountInvalid(invalid);
    if (invalid) return;
    void act(() =>
      paySandboxInvoice(
        browserApi(),
        invoiceId,
        checkoutToken(),
        otherAmount ? parseAmount(amount) : undefined,
      ),
    );
  }

  let body;
  if (outcome) {
    body = (
      <div className={styles.result} role="status">
        <p className={styles.resultTitle}>{t(`outcome.${outcome}`)}</p>
        <p className="muted">{t('closeTab')}</p>
      </div>
    );
  } else if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    body = (
      <div className={styles.result} role="alert">
        <p>{t(missing ? 'notFound' : 'loadError')}</p>
        {missing ? null : (
          <button type="button" className="btn btn-ghost" onClick={() => void mutate()}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  } else if (!invoice) {
    body = (
      <p className="muted" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  } else {
    const money = format.number(invoice.amount, { style: 'currency', currency: invoice.currency });
    const open = invoice.status === 'pending' && seconds > 0;
    body = (
      <>
        <dl className={styles.details}>
          <div>
            <dt>{t('merchant')}</dt>
            <dd>{invoice.merchant}</dd>
          </div>
          <div>
            <dt>{t('amount')}</dt>
            <dd className={styles.amount}>{money}</dd>
          </div>
          <div>
            <dt>{t('currency')}</dt>
            <dd>{invoice.currency}</dd>
          </div>
          <div>
            <dt>{t('status')}</dt>
            <dd>{t(`statuses.${invoice.status}`)}</dd>
          </div>
          {invoice.status === 'pending' ? (
            <div>
              <dt>{t('timeLeft')}</dt>
              <dd>
                <time role="timer" dateTime={`PT${seconds}S`}>
                  {minutesSeconds(seconds)}
                </time>
              </dd>
            </div>
          ) : null}
        </dl>
        {open ? (
          <form className="form" onSubmit={pay} noValidate>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={otherAmount}
                onChange={(event) => setOtherAmount(event.target.checked)}
              />
              {t('otherAmount')}
            </label>
            {otherAmount ? (
              <div className="field">
                <label htmlFor={amountId}>{t('otherAmountLabel')}</label>
                <input
                  id={amountId}
                  name="amount"
                  type="number"
                  inputMode="decimal"
                  min="0.01"
                  step="0.01"
                  value={amount}
                  aria-invalid={amountInvalid || undefined}
                  onChange={(event) => setAmount(event.target.value)}
                />
                {amountInvalid ? <p className="field-error">{t('otherAmountInvalid')}</p> : null}
              </div>
            ) : null}
            <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
              {t('pay')}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-block"
              disabled={pending}
              onClick={() =>
                void act(() => declineSandboxInvoice(browserApi(), invoiceId, checkoutToken()))
              }
            >
              {t('decline')}
            </button>
          </form>
        ) : (
          <p className="muted">{t('closed')}</p>
        )}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <header className={styles.header}>
          <span className={styles.brand}>{t('brand')}</span>
          <span className={styles.badge}>{t('testMode')}</span>
        </header>
        <h1 className={styles.title}>{t('title')}</h1>
        {body}
      </div>
    </div>
  );
}
