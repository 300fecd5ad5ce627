'use client';

import { useTranslations } from 'next-intl';
import type { ReportFigures } from '@/lib/schemas/reports';
import { ListTable, type Column } from '../list-table';
import { useOfficeFormat } from '../use-office-format';
import reportStyles from './reports.module.css';

type Row = ReportFigures['products'][number];

/** One currency's window by product: stakes, what came back, GGR, and bonus-money play beside it. */
export function ProductTable({ total }: { total: ReportFigures }) {
  const t = useTranslations('office.reports.products');
  const names = useTranslations('office.reports.productNames');
  const format = useOfficeFormat();
  const money = (amount: number) => format.money(amount, total.currency);
  const columns: Column<Row>[] = [
    { key: 'product', header: t('product'), cell: (row) => names(row.product) },
    {
      key: 'stakes',
      header: t('stakes'),
      cell: (row) => money(row.stakes),
      csv: (row) => row.stakes,
    },
    {
      key: 'returned',
      header: t('returned'),
      cell: (row) => money(row.returned),
      csv: (row) => row.returned,
    },
    { key: 'ggr', header: t('ggr'), cell: (row) => money(row.ggr), csv: (row) => row.ggr },
    {
      key: 'bonusStakes',
      header: t('bonusStakes'),
      cell: (row) => money(row.bonus_stakes),
      csv: (row) => row.bonus_stakes,
    },
    {
      key: 'bonusReturned',
      header: t('bonusReturned'),
      cell: (row) => money(row.bonus_returned),
      csv: (row) => row.bonus_returned,
    },
  ];
  return (
    <section className={reportStyles.section}>
      <h2>{t('title', { currency: total.currency })}</h2>
      <ListTable
        caption={t('caption')}
        columns={columns}
        rows={total.products}
        rowKey={(row) => row.product}
        empty="—"
        storageKey="reports-products"
        exportName={`reports-products-${total.currency}`}
      />
    </section>
  );
}
