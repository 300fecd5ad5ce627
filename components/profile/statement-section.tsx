'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Segmented } from '@/components/ui/segmented';
import { timezoneAtom } from '@/lib/atoms/timezone';
import {
  STATEMENT_ACCOUNTS,
  STATEMENT_PRODUCTS,
  type StatementAccount,
  type StatementProduct,
} from '@/lib/constants/statement';
import { useStatement } from '@/lib/hooks/data/use-statement';
import { Link } from '@/lib/i18n/navigation';
import { useDateFormat } from '@/lib/i18n/use-date-format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import type { StatementEntry } from '@/lib/schemas/billing';
import { HistoryLoading } from './history-loading';
import { HistoryPager } from './history-pager';
import styles from './history.module.css';

/** Rows per page. */
const PER_PAGE = 20;

/**
 * Where an entry's subject is shown: its own page where the site has one (a tournament, a room
 * round's check), else the list that holds it, on this page or another.
 */
function subjectHref(subject: StatementEntry['subject']): string | null {
  switch (subject?.type) {
    case 'tournament':
      return `/tournament/${subject.id}`;
    case 'room_round':
      return `/fair?room_round=${encodeURIComponent(subject.id)}`;
    case 'room_bet':
      return '/games/rooms';
    case 'crash_bet':
      return '/games/crash';
    case 'ticket':
      return '/betting/my-bets';
    case 'bonus_grant':
      return '/profile/bonuses';
    case 'bet':
      return '/profile/history#history-bets';
    case 'casino_transaction':
      return '/profile/history#history-casino';
    case 'deposit':
    case 'payout':
      return '/profile/history#history-payments';
    default:
      return null;
  }
}

/**
 * The player's statement (issue 32): every movement of their real or bonus money, newest first,
 * with its reason, the product it came from and the balance after it, so the top row's balance
 * is the header's and each row explains the step from the one below. Filtered by account and
 * product, paged.
 */
export function StatementSection() {
  const t = useTranslations('Profile.statement');
  const format = useDateFormat();
  const numbers = useNumberFormat();
  const timeZone = useAtomValue(timezoneAtom) ?? undefined;
  const productField = useId();
  const [account, setAccount] = useState<StatementAccount>('real');
  const [product, setProduct] = useState<StatementProduct | null>(null);
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useStatement(account, product, page, PER_PAGE);

  const money = (amount: number, currency: string, signed = false) =>
    numbers.number(amount, {
      style: 'currency',
      currency,
      ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
    });

  const filters = (
    <div className={styles.filters}>
      <Segmented
        label={t('account')}
        options={STATEMENT_ACCOUNTS.map((value) => ({ value, label: t(`accounts.${value}`) }))}
        value={account}
        onChange={(next) => {
          setAccount(next);
          setPage(1);
        }}
      />
      <label className={styles.select} htmlFor={productField}>
        <span>{t('product')}</span>
        <select
          id={productField}
          value={product ?? ''}
          onChange={(event) => {
            setProduct((event.target.value || null) as StatementProduct | null);
            setPage(1);
          }}
        >
          <option value="">{t('products.all')}</option>
          {STATEMENT_PRODUCTS.map((value) => (
            <option key={value} value={value}>
              {t(`products.${value}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );

  if (!data) {
    return (
      <div className={styles.history}>
        {filters}
        <HistoryLoading
          failed={Boolean(error)}
          loading={t('loading')}
          loadError={t('loadError')}
          onRetry={() => void mutate()}
        />
      </div>
    );
  }

  return (
    <div className={styles.history}>
      {filters}
      <p className={styles.now} role="status">
        {t('balanceNow', { amount: money(data.balance, data.currency) })}
      </p>
      {data.items.length === 0 ? (
        <EmptyState title={t('emptyTitle')} text={t('emptyText')} />
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">{t(`accounts.${account}`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.date')}</th>
              <th scope="col">{t('columns.reason')}</th>
              <th scope="col">{t('columns.amount')}</th>
              <th scope="col">{t('columns.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((entry) => {
              const href = subjectHref(entry.subject);
              return (
                <tr key={entry.id}>
                  <td data-label={t('columns.date')}>
                    <time dateTime={entry.created_at}>
                      {format.dateTime(new Date(entry.created_at), {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                        timeZone,
                      })}
                    </time>
                  </td>
                  <td data-label={t('columns.reason')}>
                    {href ? (
                      <Link href={href}>{t(`reasons.${entry.reason}`)}</Link>
                    ) : (
                      t(`reasons.${entry.reason}`)
                    )}
                    <span className={styles.paid}>{t(`products.${entry.product}`)}</span>
                  </td>
                  <td data-label={t('columns.amount')}>
                    <span
                      className={styles.amount}
                      data-direction={entry.amount > 0 ? 'in' : 'out'}
                    >
                      {money(entry.amount, data.currency, true)}
                    </span>
                  </td>
                  <td data-label={t('columns.balance')}>{money(entry.balance, data.currency)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <HistoryPager page={page} total={data.total} perPage={data.per_page} onPage={setPage} />
    </div>
  );
}
