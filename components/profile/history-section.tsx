'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useDateFormat } from '@/lib/i18n/use-date-format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { EmptyState } from '@/components/ui/empty-state';
import { Segmented } from '@/components/ui/segmented';
import { cancelPayout } from '@/lib/api/billing';
import { browserApi } from '@/lib/api/browser';
import { newIdempotencyKey } from '@/lib/api/client';
import { timezoneAtom } from '@/lib/atoms/timezone';
import { useBillingHistory } from '@/lib/hooks/data/use-billing-history';
import { useErrorToast } from '@/lib/hooks/forms/use-error-toast';
import { useRevalidateMoney } from '@/lib/hooks/behaviour/use-revalidate-money';
import { HISTORY_TYPES, type HistoryType } from '@/lib/constants/payments';
import type { HistoryItem } from '@/lib/schemas/billing';
import { HistoryLoading } from './history-loading';
import { HistoryPager } from './history-pager';
import styles from './history.module.css';

/** Rows per page. */
const PER_PAGE = 20;

/** How each status reads at a glance. */
const STATUS_TONE: Record<HistoryItem['status'], 'pending' | 'success' | 'failure' | 'neutral'> = {
  pending: 'pending',
  paid: 'success',
  approved: 'success',
  failed: 'failure',
  rejected: 'failure',
  expired: 'neutral',
  cancelled: 'neutral',
  refunded: 'neutral',
};

/**
 * The player's deposits and payouts (spec §2 `/profile/history`), newest first, filtered by type
 * and paged: date in the player's time zone, method, amount (and what was paid when it differs),
 * status; a pending payout can be cancelled, which releases its money.
 */
export function HistorySection() {
  const t = useTranslations('Profile.history');
  const empty = useTranslations('Profile.empty');
  const format = useDateFormat();
  const numbers = useNumberFormat();
  const timeZone = useAtomValue(timezoneAtom) ?? undefined;
  const [type, setType] = useState<HistoryType>('all');
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useBillingHistory(type, page, PER_PAGE);
  const revalidate = useRevalidateMoney();
  const showError = useErrorToast();
  const [cancelling, setCancelling] = useState<string | null>(null);

  const money = (amount: number, currency: string) =>
    numbers.number(amount, { style: 'currency', currency });

  async function cancel(item: HistoryItem) {
    setCancelling(item.id);
    try {
      await cancelPayout(browserApi(), item.id, newIdempotencyKey());
      toast.success(t('cancelled'));
      await revalidate();
    } catch (caught) {
      showError(caught);
    } finally {
      setCancelling(null);
    }
  }

  const filter = (
    <Segmented
      label={t('filter')}
      options={HISTORY_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
      value={type}
      onChange={(next) => {
        setType(next);
        setPage(1);
      }}
    />
  );

  if (!data) {
    return (
      <div className={styles.history}>
        {filter}
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
      {filter}
      {data.items.length === 0 ? (
        <EmptyState title={empty('historyTitle')} text={empty('historyText')} />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('columns.date')}</th>
              <th scope="col">{t('columns.type')}</th>
              <th scope="col">{t('columns.method')}</th>
              <th scope="col">{t('columns.amount')}</th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={`${item.type}-${item.id}`}>
                <td data-label={t('columns.date')}>
                  <time dateTime={item.created_at}>
                    {format.dateTime(new Date(item.created_at), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                      timeZone,
                    })}
                  </time>
                </td>
                <td data-label={t('columns.type')}>{t(`types.${item.type}`)}</td>
                <td data-label={t('columns.method')}>{item.method.name}</td>
                <td data-label={t('columns.amount')}>
                  <span className={styles.amount}>{money(item.amount, item.currency)}</span>
                  {item.paid_amount !== null && item.paid_amount !== item.amount ? (
                    <span className={styles.paid}>
                      {t('paid', { amount: money(item.paid_amount, item.currency) })}
                    </span>
                  ) : null}
                </td>
                <td data-label={t('columns.status')}>
                  <span className={styles.badge} data-tone={STATUS_TONE[item.status]}>
                    {t(`status.${item.status}`)}
                  </span>
                </td>
                <td>
                  {item.type === 'payout' && item.status === 'pending' ? (
                    <button
                      type="button"
                      className="btn btn-ghost"
                      disabled={cancelling !== null}
                      onClick={() => void cancel(item)}
                    >
                      {t('cancel')}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <HistoryPager page={page} total={data.total} perPage={data.per_page} onPage={setPage} />
    </div>
  );
}
