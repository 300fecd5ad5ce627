'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { auditPage, officeApi, OFFICE_EXPORT_PAGE_SIZE, type AuditFilters } from '@/lib/api/office';
import { useAuditTrail } from '@/lib/hooks/data/use-audit-trail';
import { readEveryPage } from '@/lib/office/read-every-page';
import { CursorPager } from '../cursor-pager';
import { FormAlert } from '../form-alert';
import { ListTable, type Column } from '../list-table';
import { SectionGate } from '../section-gate';
import { useOfficeError } from '../use-office-error';
import { useOfficeFormat } from '../use-office-format';
import { AuditFiltersForm } from './audit-filters';
import styles from '../office.module.css';

type Row = NonNullable<ReturnType<typeof useAuditTrail>['page']>['data'][number];

const FILTER_FIELDS = ['action', 'actor_type', 'actor_id', 'target_type', 'target_id'];

/** `/office/audit`: every staff action and sign-in, newest first, filtered (`audit.read`). */
export function AuditPage() {
  return (
    <SectionGate section="audit">
      <AuditTrail />
    </SectionGate>
  );
}

function AuditTrail() {
  const t = useTranslations('office.audit');
  const format = useOfficeFormat();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [trail, setTrail] = useState<number[]>([]);
  const { page, error, mutate } = useAuditTrail(filters, trail.at(-1));
  const { field, message } = useOfficeError(error, FILTER_FIELDS);

  const actorDetails = (row: Row) =>
    [t(`actorTypes.${row.actor.type}`), row.actor.role, row.actor.id && `#${row.actor.id}`]
      .filter(Boolean)
      .join(' · ');

  const columns: Column<Row>[] = [
    { key: 'at', header: t('columns.at'), required: true, cell: (row) => format.dateTime(row.at) },
    {
      key: 'actor',
      header: t('columns.actor'),
      cell: (row) => (
        <>
          {row.actor.label}
          <span className={styles.sub}>{actorDetails(row)}</span>
        </>
      ),
      csv: (row) => `${row.actor.label} · ${actorDetails(row)}`,
    },
    {
      key: 'action',
      header: t('columns.action'),
      required: true,
      cell: (row) => <code>{row.action}</code>,
      csv: (row) => row.action,
    },
    {
      key: 'target',
      header: t('columns.target'),
      cell: (row) => (row.target ? `${row.target.type} ${row.target.id ?? ''}` : '—'),
    },
    { key: 'address', header: t('columns.address'), cell: (row) => row.address ?? '—' },
    {
      key: 'details',
      header: t('columns.details'),
      csv: (row) =>
        row.before == null && row.after == null && !row.reason
          ? ''
          : JSON.stringify({ reason: row.reason, before: row.before, after: row.after }),
      cell: (row) =>
        row.before == null && row.after == null && !row.reason ? (
          '—'
        ) : (
          <details className={styles.details}>
            <summary>{t('show')}</summary>
            {row.reason ? <p>{row.reason}</p> : null}
            {row.before != null ? (
              <>
                <p className={styles.sub}>{t('before')}</p>
                <pre>{JSON.stringify(row.before, null, 2)}</pre>
              </>
            ) : null}
            {row.after != null ? (
              <>
                <p className={styles.sub}>{t('after')}</p>
                <pre>{JSON.stringify(row.after, null, 2)}</pre>
              </>
            ) : null}
          </details>
        ),
    },
  ];

  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <AuditFiltersForm
        filters={filters}
        fieldError={field}
        onApply={(next) => {
          setFilters(next);
          setTrail([]);
        }}
      />
      {page ? <FormAlert message={message} /> : null}
      <ListTable
        caption={t('title')}
        columns={columns}
        rows={page?.data}
        rowKey={(row) => row.id}
        error={error}
        onRetry={() => void mutate()}
        empty={t('empty')}
        storageKey="audit"
        exportName="audit"
        exportAll={() =>
          readEveryPage(async (before: number | undefined) => {
            const answer = await auditPage(officeApi(), filters, before, OFFICE_EXPORT_PAGE_SIZE);
            return { rows: answer.data, next: answer.next };
          })
        }
      />
      <CursorPager
        label={t('pages')}
        order="newest-first"
        trail={trail}
        next={page?.next}
        onChange={setTrail}
      />
    </div>
  );
}
