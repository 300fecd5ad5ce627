'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useOfficeDashboard } from '@/lib/hooks/data/use-office-dashboard';
import { Link } from '@/lib/i18n/navigation';
import type { OfficeDashboard } from '@/lib/schemas/reports';
import { ListTable, type Column } from '../list-table';
import { useOfficeFormat } from '../use-office-format';
import styles from '../office.module.css';
import reportStyles from '../reports/reports.module.css';

const GgrChart = dynamic(() => import('../reports/ggr-chart').then((module) => module.GgrChart), {
  ssr: false,
});

type Figures = NonNullable<OfficeDashboard['month_figures']>;
type Engine = OfficeDashboard['engines'][number];
type Exposure = OfficeDashboard['exposure'][number];

/**
 * The office's first screen for finance-minded staff (`finance.read`): today and the last 30
 * days, GGR per day, GGR by product, what waits for a decision, the sportsbook's open exposure and
 * whether the shared games' engines and the feed are alive. Asked again every minute.
 */
export function Dashboard() {
  const t = useTranslations('office.dashboard');
  const names = useTranslations('office.reports.productNames');
  const format = useOfficeFormat();
  const { dashboard, error, mutate } = useOfficeDashboard(true);

  if (!dashboard) {
    return error ? (
      <div role="alert" className={styles.alert}>
        <p>{t('loadError')}</p>
        <button type="button" className="btn btn-ghost" onClick={() => void mutate()}>
          {t('retry')}
        </button>
      </div>
    ) : (
      <p className="muted" role="status">
        {t('loading')}
      </p>
    );
  }

  const base = dashboard.base_currency;
  const money = (amount: number) => format.money(amount, base);
  const exposureColumns: Column<Exposure>[] = [
    { key: 'currency', header: t('exposure.currency'), cell: (row) => row.currency },
    { key: 'tickets', header: t('exposure.tickets'), cell: (row) => row.tickets },
    {
      key: 'stakes',
      header: t('exposure.stakes'),
      cell: (row) => format.money(row.stakes, row.currency),
    },
    {
      key: 'potential',
      header: t('exposure.potential'),
      cell: (row) => format.money(row.potential, row.currency),
    },
  ];
  const engineColumns: Column<Engine>[] = [
    { key: 'name', header: t('engines.name'), cell: (row) => row.name },
    { key: 'kind', header: t('engines.kind'), cell: (row) => t(`engines.kinds.${row.kind}`) },
    {
      key: 'up',
      header: t('engines.state'),
      cell: (row) => (
        <span className={styles.badge} data-tone={row.up ? 'success' : 'failure'}>
          {t(row.up ? 'engines.up' : 'engines.down')}
        </span>
      ),
    },
    {
      key: 'seen',
      header: t('engines.seen'),
      cell: (row) => (row.seen_at ? format.dateTime(row.seen_at) : '—'),
    },
    { key: 'detail', header: t('engines.detail'), cell: (row) => row.detail ?? '—' },
  ];

  return (
    <div className={styles.page}>
      <h2>{t('title')}</h2>
      <p className="muted">{t('asOf', { time: format.dateTime(dashboard.as_of) })}</p>
      {dashboard.today_figures && dashboard.month_figures ? (
        <div className={reportStyles.windows}>
          <Window title={t('today')} figures={dashboard.today_figures} money={money} />
          <Window title={t('month')} figures={dashboard.month_figures} money={money} />
        </div>
      ) : (
        <p className="muted">{t('noRate')}</p>
      )}

      <section className={reportStyles.section} aria-labelledby="dashboard-queues">
        <h3 id="dashboard-queues">{t('queues.title')}</h3>
        <ul className={reportStyles.queues}>
          <li>
            <Link href="/office/payouts">
              <strong>{dashboard.queues.payouts.count}</strong> {t('queues.payouts')}
            </Link>
            {dashboard.queues.payouts.amounts.length > 0 ? (
              <span className="muted">
                {dashboard.queues.payouts.amounts
                  .map((entry) => format.money(entry.amount, entry.currency))
                  .join(' · ')}
              </span>
            ) : null}
          </li>
          <li>
            <Link href="/office/approvals">
              <strong>{dashboard.queues.approvals}</strong> {t('queues.approvals')}
            </Link>
          </li>
          <li>
            <Link href="/office/risk">
              <strong>{dashboard.queues.risk_flags}</strong> {t('queues.riskFlags')}
            </Link>
          </li>
          <li>
            <Link href="/office/risk#uploads">
              <strong>{dashboard.queues.kyc_uploads}</strong> {t('queues.kycUploads')}
            </Link>
          </li>
        </ul>
      </section>

      {dashboard.days.length > 0 ? (
        <section className={reportStyles.section}>
          <h3>{t('chart', { currency: base })}</h3>
          <GgrChart
            days={dashboard.days}
            currency={base}
            label={t('chartLabel', { currency: base })}
          />
        </section>
      ) : null}

      {dashboard.products.length > 0 ? (
        <section className={reportStyles.section} aria-labelledby="dashboard-products">
          <h3 id="dashboard-products">{t('products', { currency: base })}</h3>
          <dl className={reportStyles.figures}>
            {dashboard.products.map((product) => (
              <div key={product.product} className={reportStyles.figure}>
                <dt>{names(product.product)}</dt>
                <dd data-negative={product.ggr < 0 ? true : undefined}>{money(product.ggr)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <section className={reportStyles.section}>
        <h3>{t('exposure.title')}</h3>
        <ListTable
          caption={t('exposure.title')}
          columns={exposureColumns}
          rows={dashboard.exposure}
          rowKey={(row) => row.currency}
          empty={t('exposure.empty')}
        />
      </section>

      <section className={reportStyles.section}>
        <h3>{t('engines.title')}</h3>
        <ListTable
          caption={t('engines.title')}
          columns={engineColumns}
          rows={dashboard.engines}
          rowKey={(row) => `${row.kind}-${row.name}`}
          empty={t('engines.empty')}
        />
      </section>
      <p className="muted">
        <Link href="/office/reports">{t('toReports')}</Link>
      </p>
    </div>
  );
}

function Window({
  title,
  figures,
  money,
}: {
  title: string;
  figures: Figures;
  money: (amount: number) => string;
}) {
  const t = useTranslations('office.dashboard.figures');
  const items = [
    ['ggr', money(figures.ggr), figures.ggr],
    ['ngr', money(figures.ngr), figures.ngr],
    ['deposits', money(figures.deposits), 0],
    ['payouts', money(figures.payouts), 0],
    ['newPlayers', String(figures.new_players), 0],
    ['activePlayers', String(figures.active_players), 0],
  ] as const;
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <dl className={reportStyles.figures}>
        {items.map(([name, text, signed]) => (
          <div key={name} className={reportStyles.figure} data-figure={name}>
            <dt>{t(name)}</dt>
            <dd data-negative={signed < 0 ? true : undefined}>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
