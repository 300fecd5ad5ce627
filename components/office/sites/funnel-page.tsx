'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { formReader } from '@/lib/forms/form-reader';
import { useFunnel } from '@/lib/hooks/data/use-office-sites';
import { FormAlert } from '../form-alert';
import { ListTable, type Column } from '../list-table';
import { SectionGate } from '../section-gate';
import { useOfficeError } from '../use-office-error';
import styles from '../office.module.css';

type Row = NonNullable<ReturnType<typeof useFunnel>['rows']>[number];

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last 30 UTC days, today included: `to` is the day after today (the window is `[from, to)`). */
function lastThirtyDays() {
  const tomorrow = Date.parse(isoDay(Date.now())) + DAY_MS;
  return { from: isoDay(tomorrow - 30 * DAY_MS), to: isoDay(tomorrow) };
}

const share = (part: number, whole: number) =>
  whole > 0 ? `${((100 * part) / whole).toFixed(1)} %` : '—';

/** `/office/marketing/funnel`: clicks, registrations and first deposits by partner and campaign. */
export function FunnelPage() {
  return (
    <SectionGate section="marketing">
      <Funnel />
    </SectionGate>
  );
}

function Funnel() {
  const t = useTranslations('office.funnel');
  const [window, setWindow] = useState(lastThirtyDays);
  const { rows, error, mutate } = useFunnel(window);
  const { field, message } = useOfficeError(error, ['from', 'to']);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = formReader(event.currentTarget);
    setWindow({ from: read('from'), to: read('to') });
  }

  const totals = (rows ?? []).reduce(
    (sum, row) => ({
      clicks: sum.clicks + row.clicks,
      registrations: sum.registrations + row.registrations,
      first_deposits: sum.first_deposits + row.first_deposits,
    }),
    { clicks: 0, registrations: 0, first_deposits: 0 },
  );

  const columns: Column<Row>[] = [
    {
      key: 'partner',
      header: t('partner'),
      cell: (row) => row.partner ?? t('none'),
      required: true,
    },
    { key: 'campaign', header: t('campaign'), cell: (row) => row.campaign ?? t('none') },
    { key: 'clicks', header: t('clicks'), cell: (row) => row.clicks },
    { key: 'registrations', header: t('registrations'), cell: (row) => row.registrations },
    {
      key: 'toRegistration',
      header: t('toRegistration'),
      cell: (row) => share(row.registrations, row.clicks),
    },
    { key: 'firstDeposits', header: t('firstDeposits'), cell: (row) => row.first_deposits },
    {
      key: 'toDeposit',
      header: t('toDeposit'),
      cell: (row) => share(row.first_deposits, row.registrations),
    },
  ];

  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className="muted">{t('hint')}</p>
      <form className={styles.filters} onSubmit={submit} noValidate>
        <Field
          label={t('from')}
          name="from"
          type="date"
          defaultValue={window.from}
          error={field('from')}
        />
        <Field
          label={t('to')}
          name="to"
          type="date"
          defaultValue={window.to}
          hint={t('toHint')}
          error={field('to')}
        />
        <button type="submit" className="btn btn-primary">
          {t('show')}
        </button>
      </form>
      <FormAlert message={rows ? message : null} />
      {rows && rows.length > 0 ? (
        <p role="status">
          {t('totals', {
            clicks: totals.clicks,
            registrations: totals.registrations,
            deposits: totals.first_deposits,
          })}
        </p>
      ) : null}
      <ListTable
        caption={t('title')}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.partner ?? ''}\u0000${row.campaign ?? ''}`}
        error={error}
        onRetry={() => mutate()}
        empty={t('empty')}
        storageKey="office.funnel"
        exportName={`funnel-${window.from}-${window.to}`}
      />
    </div>
  );
}
