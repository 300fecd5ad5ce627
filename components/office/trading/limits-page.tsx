'use client';

import { useTranslations } from 'next-intl';
import { useSportLimits } from '@/lib/hooks/data/use-sport-limits';
import { useLineSports } from '@/lib/hooks/data/use-line-sports';
import { ListTable, type Column } from '../list-table';
import { SectionGate } from '../section-gate';
import { useOfficeFormat } from '../use-office-format';
import { LimitsForm, type LimitRow } from './limits-form';
import { TradingNav } from './trading-nav';
import styles from '../office.module.css';

/**
 * `/office/trading/limits`: the betting limits per currency and sport (stakes, the largest
 * payout, the live delay and the cash-out margin), edited as one form, and the defaults that
 * apply where no row is set (`sports.trade`).
 */
export function TradingLimitsPage() {
  return (
    <SectionGate section="trading">
      <LimitsDesk />
    </SectionGate>
  );
}

function LimitsDesk() {
  const t = useTranslations('office.trading');
  const { limits, error, mutate } = useSportLimits();
  const { sports } = useLineSports();
  const defaultColumns = useDefaultColumns();
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className="muted">{t('limits.lead')}</p>
      <TradingNav />
      {limits ? (
        <LimitsForm
          rows={limits.limits}
          defaults={limits.defaults}
          sports={sports}
          onSaved={(answer) => void mutate(answer, { revalidate: false })}
        />
      ) : null}
      <section className={styles.page} aria-labelledby="trading-limits-defaults">
        <h2 id="trading-limits-defaults">{t('limits.defaultsTitle')}</h2>
        <p className="muted">{t('limits.defaultsLead')}</p>
        <ListTable
          caption={t('limits.defaultsTitle')}
          columns={defaultColumns}
          rows={limits?.defaults}
          rowKey={(row) => row.currency}
          error={error}
          onRetry={() => void mutate()}
          empty={t('limits.none')}
        />
      </section>
    </div>
  );
}

function useDefaultColumns(): Column<LimitRow>[] {
  const t = useTranslations('office.trading.limits');
  const format = useOfficeFormat();
  return [
    { key: 'currency', header: t('currency'), cell: (row) => row.currency },
    {
      key: 'min_stake',
      header: t('columns.min_stake'),
      cell: (row) => format.money(row.min_stake, row.currency),
    },
    {
      key: 'max_stake',
      header: t('columns.max_stake'),
      cell: (row) => format.money(row.max_stake, row.currency),
    },
    {
      key: 'max_payout',
      header: t('columns.max_payout'),
      cell: (row) => format.money(row.max_payout, row.currency),
    },
    {
      key: 'live_delay',
      header: t('columns.live_delay'),
      cell: (row) => t('seconds', { value: row.live_delay_ms / 1000 }),
    },
    {
      key: 'cashout_margin',
      header: t('columns.cashout_margin'),
      cell: (row) => t('percent', { value: row.cashout_margin_e4 / 100 }),
    },
  ];
}
