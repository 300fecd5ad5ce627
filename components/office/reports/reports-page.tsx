'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { GgrReportFilters } from '@/lib/api/office-reports';
import { useGgrReport } from '@/lib/hooks/data/use-ggr-report';
import { numberLocales, type Locale } from '@/lib/i18n/config';
import type { GgrReport } from '@/lib/schemas/reports';
import { FormAlert } from '../form-alert';
import { ListTable, type Column } from '../list-table';
import { SectionGate } from '../section-gate';
import { useOfficeError } from '../use-office-error';
import { useOfficeFormat } from '../use-office-format';
import { ReportFiltersForm, filtersFromSearch, searchOfFilters } from './report-filters';
import { ReportDefinitions } from './report-definitions';
import { ProductTable } from './product-table';
import styles from '../office.module.css';
import reportStyles from './reports.module.css';

// uPlot and its canvas arrive with the chart, after the figures.
const GgrChart = dynamic(() => import('./ggr-chart').then((module) => module.GgrChart), {
  ssr: false,
});

type Day = GgrReport['days'][number];

/** `/office/reports`: GGR and NGR by product, day and currency, from the ledger (`finance.read`). */
export function ReportsPage() {
  return (
    <SectionGate section="reports">
      <Report />
    </SectionGate>
  );
}

function Report() {
  const t = useTranslations('office.reports');
  const format = useOfficeFormat();
  const locale = useLocale() as Locale;
  // The office renders after hydration only, so the address seeds the filters directly.
  const [filters, setFilters] = useState<GgrReportFilters>(() =>
    filtersFromSearch(window.location.search),
  );
  const { report, error, mutate } = useGgrReport(filters);
  const { field, message } = useOfficeError(error, ['from', 'to', 'currency']);

  function apply(next: GgrReportFilters) {
    setFilters(next);
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${searchOfFilters(next)}${window.location.hash}`,
    );
  }

  const chartCurrency =
    filters.currency ??
    report?.totals.find((total) => total.currency === report.base_currency)?.currency ??
    report?.totals[0]?.currency;
  const chartDays = report?.days.filter((day) => day.currency === chartCurrency) ?? [];
  const money = (currency: string) => (amount: number) => format.money(amount, currency);
  const percent = new Intl.NumberFormat(numberLocales[locale], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format((report?.provider_fee_bp ?? 0) / 10_000);

  const columns: Column<Day>[] = [
    { key: 'day', header: t('days.day'), cell: (row) => row.day },
    { key: 'currency', header: t('days.currency'), cell: (row) => row.currency },
    {
      key: 'ggr',
      header: t('days.ggr'),
      cell: (row) => money(row.currency)(row.ggr),
      csv: (row) => row.ggr,
    },
    {
      key: 'bonusCost',
      header: t('days.bonusCost'),
      cell: (row) => money(row.currency)(row.bonus_cost),
      csv: (row) => row.bonus_cost,
    },
    {
      key: 'paymentFees',
      header: t('days.paymentFees'),
      cell: (row) => money(row.currency)(row.payment_fees),
      csv: (row) => row.payment_fees,
    },
    {
      key: 'providerFees',
      header: t('days.providerFees'),
      cell: (row) => money(row.currency)(row.provider_fees),
      csv: (row) => row.provider_fees,
    },
    {
      key: 'ngr',
      header: t('days.ngr'),
      cell: (row) => money(row.currency)(row.ngr),
      csv: (row) => row.ngr,
    },
    {
      key: 'deposits',
      header: t('days.deposits'),
      cell: (row) => money(row.currency)(row.deposits),
      csv: (row) => row.deposits,
    },
    {
      key: 'payouts',
      header: t('days.payouts'),
      cell: (row) => money(row.currency)(row.payouts),
      csv: (row) => row.payouts,
    },
    {
      key: 'adjustments',
      header: t('days.adjustments'),
      cell: (row) => money(row.currency)(row.adjustments),
      csv: (row) => row.adjustments,
    },
  ];

  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <ReportFiltersForm filters={filters} fieldError={field} onApply={apply} />
      {report ? <FormAlert message={message} /> : null}
      {report && report.unexplained.length > 0 ? (
        <FormAlert
          message={t('unexplained', {
            list: report.unexplained
              .map((entry) => `${entry.kind} ${format.money(entry.amount, entry.currency)}`)
              .join(', '),
          })}
        />
      ) : null}
      {report ? <Summary report={report} /> : null}
      {report && chartCurrency && chartDays.length > 0 ? (
        <section className={reportStyles.section}>
          <h2>{t('chart.title', { currency: chartCurrency })}</h2>
          <GgrChart
            days={chartDays}
            currency={chartCurrency}
            label={t('chart.label', { currency: chartCurrency, from: report.from, to: report.to })}
          />
        </section>
      ) : null}
      {report?.totals.map((total) => (
        <ProductTable key={total.currency} total={total} />
      ))}
      <section className={reportStyles.section}>
        <h2>{t('days.title')}</h2>
        <ListTable
          caption={t('days.caption')}
          columns={columns}
          rows={report?.days}
          rowKey={(row) => `${row.day}-${row.currency}`}
          error={error}
          onRetry={() => void mutate()}
          empty={t('empty')}
          storageKey="reports-days"
          exportName={report ? `reports-days-${report.from}-${report.to}` : undefined}
        />
      </section>
      <ReportDefinitions percent={percent} />
    </div>
  );
}

/** The window's headline figures in the base currency (or why there are none). */
function Summary({ report }: { report: GgrReport }) {
  const t = useTranslations('office.reports.summary');
  const format = useOfficeFormat();
  const total = report.base_total;
  if (!total) {
    return (
      <p className="muted" role="note">
        {t('noRate')}
      </p>
    );
  }
  const money = (amount: number) => format.money(amount, report.base_currency);
  const figures = [
    ['ggr', total.ggr],
    ['ngr', total.ngr],
    ['deposits', total.deposits],
    ['payouts', total.payouts],
    ['bonusCost', total.bonus_cost],
    ['fees', Math.round((total.payment_fees + total.provider_fees) * 100) / 100],
  ] as const;
  return (
    <section aria-label={t('label', { currency: report.base_currency })}>
      <dl className={reportStyles.figures}>
        {figures.map(([name, amount]) => (
          <div key={name} className={reportStyles.figure} data-figure={name}>
            <dt>{t(name)}</dt>
            <dd data-negative={amount < 0 ? true : undefined}>{money(amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
