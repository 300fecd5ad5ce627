'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { BonusCostRow } from '@/lib/api/office-marketing';
import { useOfficeBonusCost } from '@/lib/hooks/data/use-office-bonus-cost';
import { useOfficeBonusTemplates } from '@/lib/hooks/data/use-office-bonus-templates';
import { ListTable, type Column } from '../list-table';
import { useOfficeFormat } from '../use-office-format';
import { templateName } from './template-options';
import officeStyles from '../office.module.css';
import styles from './marketing.module.css';

const AMOUNTS = ['granted', 'converted', 'expired', 'forfeited', 'cancelled'] as const;

/**
 * `/office/marketing/bonus-cost`: per template and currency, how much bonus money was granted
 * and what became of it (turned into real money, expired, forfeited, cancelled), major units.
 */
export function BonusCostPage() {
  const t = useTranslations('office.marketing.cost');
  const locale = useLocale();
  const format = useOfficeFormat();
  const { rows, error, mutate } = useOfficeBonusCost();
  const { templates } = useOfficeBonusTemplates();

  const columns: Column<BonusCostRow>[] = [
    {
      key: 'template',
      header: t('columns.template'),
      required: true,
      cell: (row) => (
        <>
          <strong className={officeStyles.mono}>{row.template}</strong>
          <span className={officeStyles.sub}>{templateName(templates, row.template, locale)}</span>
        </>
      ),
      csv: (row) => row.template,
    },
    { key: 'currency', header: t('columns.currency'), cell: (row) => row.currency },
    { key: 'grants', header: t('columns.grants'), cell: (row) => row.grants },
    ...AMOUNTS.map((amount): Column<BonusCostRow> => ({
      key: amount,
      header: t(`columns.${amount}`),
      cell: (row) => (
        <span className={officeStyles.amount}>{format.money(row[amount], row.currency)}</span>
      ),
      csv: (row) => row[amount],
    })),
  ];

  return (
    <section className={styles.tab} aria-labelledby="marketing-cost">
      <h1 id="marketing-cost">{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <dl className={styles.definitions}>
        {AMOUNTS.map((amount) => (
          <div key={amount}>
            <dt>{t(`columns.${amount}`)}</dt>
            <dd>{t(`definitions.${amount}`)}</dd>
          </div>
        ))}
      </dl>
      <ListTable
        caption={t('title')}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.template}:${row.currency}`}
        error={error}
        onRetry={() => void mutate()}
        empty={t('empty')}
        storageKey="marketing-bonus-cost"
        exportName="bonus-cost"
      />
    </section>
  );
}
