'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { CASINO_AGGREGATORS, type CasinoAggregator } from '@/lib/constants/casino';
import { formReader } from '@/lib/forms/form-reader';
import {
  useOfficeCasinoReconciliation,
  type ReconciliationAsk,
} from '@/lib/hooks/data/use-office-casino-reconciliation';
import { toMajor } from '@/lib/money/units';
import type { CasinoReconciliation } from '@/lib/schemas/casino-reconciliation';
import { FormAlert } from '../form-alert';
import { ListTable, type Column } from '../list-table';
import { useOfficeError } from '../use-office-error';
import { useOfficeFormat } from '../use-office-format';
import { CasinoSection } from './casino-section';
import { SelectField } from '../select-field';
import { useCasinoNames } from './use-casino-names';
import styles from '../office.module.css';
import casinoStyles from './casino.module.css';

type Mismatch = CasinoReconciliation['mismatches'][number];
type Side = NonNullable<Mismatch['ours']> | NonNullable<Mismatch['theirs']>;

const COUNTS = ['theirs', 'ours', 'matched', 'mismatched'] as const;

/** Yesterday in UTC, `YYYY-MM-DD`: the last whole day both sides have. */
function yesterdayUtc() {
  return new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
}

/** `/office/casino/reconciliation`: a UTC day of an aggregator's transactions against ours. */
export function CasinoReconciliationPage() {
  return (
    <CasinoSection>
      <Reconciliation />
    </CasinoSection>
  );
}

function Reconciliation() {
  const t = useTranslations('office.casino.reconciliation');
  const names = useCasinoNames();
  const [ask, setAsk] = useState<ReconciliationAsk | null>(null);
  const { report, error, isLoading, mutate } = useOfficeCasinoReconciliation(ask);
  const { field, message } = useOfficeError(error, ['aggregator', 'date']);
  const columns = useMismatchColumns();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = formReader(event.currentTarget);
    const next = { aggregator: read('aggregator') as CasinoAggregator, date: read('date') };
    // The same day again is asked again: the aggregator's side may have changed.
    if (ask && ask.aggregator === next.aggregator && ask.date === next.date) void mutate();
    else setAsk(next);
  }

  return (
    <section className={casinoStyles.tab} aria-labelledby="casino-reconciliation">
      <h2 id="casino-reconciliation">{t('title')}</h2>
      <p className="muted">{t('lead')}</p>
      <form className={styles.filters} onSubmit={submit} aria-label={t('form.label')} noValidate>
        <SelectField
          label={t('form.aggregator')}
          name="aggregator"
          defaultValue="sandbox"
          options={CASINO_AGGREGATORS.map((value) => ({
            value,
            label: names.aggregator(value),
          }))}
          error={field('aggregator')}
        />
        <Field
          label={t('form.date')}
          name="date"
          type="date"
          required
          defaultValue={yesterdayUtc()}
          error={field('date')}
        />
        <div className={`${styles.row} ${casinoStyles.formActions}`}>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={isLoading}
            aria-busy={isLoading}
          >
            {isLoading ? t('form.sending') : t('form.submit')}
          </button>
        </div>
      </form>
      <FormAlert message={message} />
      {!ask ? <p className="muted">{t('prompt')}</p> : null}
      {report && ask ? (
        <section className={casinoStyles.tab} aria-labelledby="reconciliation-result">
          <h3 id="reconciliation-result">
            {t('result', { aggregator: names.aggregator(report.aggregator), date: report.date })}
          </h3>
          <dl className={casinoStyles.counts}>
            {COUNTS.map((count) => (
              <div
                key={count}
                data-tone={
                  count === 'mismatched' && report.counts.mismatched > 0 ? 'failure' : undefined
                }
              >
                <dt>{t(`counts.${count}`)}</dt>
                <dd>{report.counts[count]}</dd>
              </div>
            ))}
          </dl>
          {report.truncated ? (
            <FormAlert message={t('truncated', { count: report.mismatches.length })} tone="info" />
          ) : null}
          <ListTable
            caption={t('caption')}
            columns={columns}
            rows={report.mismatches}
            rowKey={(row) => `${row.tx_id}:${row.kind}`}
            empty={t('empty')}
            exportName={`reconciliation-${report.aggregator}-${report.date}`}
          />
        </section>
      ) : null}
    </section>
  );
}

function useMismatchColumns(): Column<Mismatch>[] {
  const t = useTranslations('office.casino');
  const format = useOfficeFormat();
  return useMemo((): Column<Mismatch>[] => {
    const side = (row: Side | null, player: string | null) =>
      row
        ? [
            t(`calls.${row.kind}`),
            format.money(toMajor(row.amount), row.currency),
            t.has(`callStates.${row.state}` as 'callStates.ok')
              ? t(`callStates.${row.state}` as 'callStates.ok')
              : row.state,
            player,
            row.round_id && t('reconciliation.round', { id: row.round_id }),
            format.dateTime(row.at),
          ]
            .filter(Boolean)
            .join(' · ')
        : t('reconciliation.none');
    const ours = (row: Mismatch) =>
      side(row.ours, row.ours && t('reconciliation.ourPlayer', { id: row.ours.user_id }));
    const theirs = (row: Mismatch) =>
      side(row.theirs, row.theirs && t('reconciliation.theirPlayer', { id: row.theirs.player }));
    return [
      {
        key: 'tx',
        header: t('reconciliation.columns.tx'),
        required: true,
        cell: (row) => <span className={styles.mono}>{row.tx_id}</span>,
        csv: (row) => row.tx_id,
      },
      {
        key: 'kind',
        header: t('reconciliation.columns.kind'),
        required: true,
        cell: (row) => (
          <span className={styles.badge} data-tone="failure">
            {t(`reconciliation.kinds.${row.kind}`)}
          </span>
        ),
        csv: (row) => t(`reconciliation.kinds.${row.kind}`),
      },
      { key: 'ours', header: t('reconciliation.columns.ours'), cell: ours },
      { key: 'theirs', header: t('reconciliation.columns.theirs'), cell: theirs },
    ];
  }, [t, format]);
}
