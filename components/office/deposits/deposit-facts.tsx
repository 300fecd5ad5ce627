'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { DepositAnswer } from '@/lib/schemas/office-deposits';
import { useOfficeFormat } from '../use-office-format';
import { playerPath } from './deposit-paths';
import { DepositStatusBadge } from './deposit-status-badge';
import styles from '../office.module.css';
import riskStyles from '../risk/risk.module.css';

type Deposit = DepositAnswer['deposit'];

/** The invoice: whose, how much (asked, paid, the fee), by what, its status and times. */
export function DepositFacts({ deposit }: { deposit: Deposit }) {
  const t = useTranslations('office.deposits.facts');
  const format = useOfficeFormat();
  const money = (amount: number) => format.money(amount, deposit.currency);
  const facts: [string, ReactNode][] = [
    [
      'player',
      <>
        <Link href={playerPath(deposit.user_id)}>
          {deposit.email ?? t('playerNumber', { id: deposit.user_id })}
        </Link>
        <span className={styles.sub}>#{deposit.user_id}</span>
      </>,
    ],
    ['status', <DepositStatusBadge key="status" status={deposit.status} />],
    [
      'amount',
      <strong key="amount" className={styles.amount}>
        {money(deposit.amount)}
      </strong>,
    ],
    [
      'paid',
      deposit.paid_amount === null ? null : (
        <>
          <span className={styles.amount}>{money(deposit.paid_amount)}</span>
          {deposit.sum_was_changed ? <span className={styles.sub}>{t('sumChanged')}</span> : null}
        </>
      ),
    ],
    [
      'fee',
      <span key="fee" className={styles.amount}>
        {money(deposit.fee)}
      </span>,
    ],
    [
      'method',
      <>
        {deposit.method.name}
        <span className={styles.sub}>{deposit.method.type}</span>
      </>,
    ],
    ['provider', deposit.provider],
    [
      'reference',
      deposit.provider_reference ? (
        <span className={styles.mono}>{deposit.provider_reference}</span>
      ) : null,
    ],
    ['opened', format.dateTime(deposit.created_at)],
    ['expires', format.dateTime(deposit.expires_at)],
    ['settled', deposit.settled_at ? format.dateTime(deposit.settled_at) : null],
    ['bonus', deposit.take_bonus ? t('bonusTaken') : t('bonusDeclined')],
    [
      'id',
      <span key="id" className={styles.mono}>
        {deposit.id}
      </span>,
    ],
  ];
  return (
    <dl className={riskStyles.facts}>
      {facts.map(([key, value]) => (
        <div key={key}>
          <dt>{t(key as 'player')}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
