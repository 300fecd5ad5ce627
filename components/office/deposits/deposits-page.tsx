'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { OFFICE_EXPORT_PAGE_SIZE, officeApi } from '@/lib/api/office';
import { depositsPage } from '@/lib/api/office-deposits';
import { useOfficeDeposits } from '@/lib/hooks/data/use-office-deposits';
import { Link } from '@/lib/i18n/navigation';
import { readEveryPage } from '@/lib/office/read-every-page';
import type { DepositRow } from '@/lib/schemas/office-deposits';
import { CursorPager } from '../cursor-pager';
import { FormAlert } from '../form-alert';
import { ListTable, type Column } from '../list-table';
import { LongId, shortened } from '../long-id';
import { SectionGate } from '../section-gate';
import { useOfficeError } from '../use-office-error';
import { useOfficeFormat } from '../use-office-format';
import {
  addressOfSearch,
  apiFilters,
  DepositFiltersForm,
  searchFromAddress,
  type DepositSearch,
} from './deposit-filters';
import { depositPath, playerPath, shortId } from './deposit-paths';
import { DepositStatusBadge } from './deposit-status-badge';
import styles from '../office.module.css';

const FILTER_FIELDS = ['status', 'method', 'currency', 'user_id', 'from', 'to', 'before'];

/** `/office/deposits`: deposits newest first, filtered, each opening its page. */
export function DepositsPage() {
  return (
    <SectionGate section="deposits">
      <DepositList />
    </SectionGate>
  );
}

function DepositList() {
  const t = useTranslations('office.deposits');
  const format = useOfficeFormat();
  // The office renders after hydration only, so the address can seed the filters directly;
  // they go back into it, so returning from a deposit's page finds the same list.
  const [search, setSearch] = useState<DepositSearch>(() =>
    searchFromAddress(window.location.search),
  );
  const filters = apiFilters(search);
  const [trail, setTrail] = useState<string[]>([]);
  const { page, error, mutate } = useOfficeDeposits(filters, trail.at(-1));
  const { field, message } = useOfficeError(error, FILTER_FIELDS);

  function apply(next: DepositSearch) {
    setSearch(next);
    setTrail([]);
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${addressOfSearch(next)}${window.location.hash}`,
    );
  }

  const money = (amount: number, row: DepositRow) => format.money(amount, row.currency);
  const player = (row: DepositRow) => row.email ?? t('player', { id: row.user_id });
  const paidNote = (row: DepositRow) =>
    row.paid_amount !== null && row.paid_amount !== row.amount
      ? t('paidOther', { amount: money(row.paid_amount, row) })
      : null;

  const columns: Column<DepositRow>[] = [
    {
      key: 'opened',
      header: t('columns.opened'),
      cell: (row) => format.dateTime(row.created_at),
    },
    {
      key: 'deposit',
      header: t('columns.deposit'),
      required: true,
      cell: (row) => (
        <Link
          href={depositPath(row.id)}
          className={styles.mono}
          title={row.id}
          aria-label={t('openOne', { id: shortId(row.id) })}
        >
          {shortId(row.id)}
        </Link>
      ),
      csv: (row) => row.id,
    },
    {
      key: 'player',
      header: t('columns.player'),
      required: true,
      cell: (row) => (
        <>
          <Link href={playerPath(row.user_id)}>{player(row)}</Link>
          <span className={styles.sub}>#{row.user_id}</span>
        </>
      ),
      csv: (row) => `${player(row)} · #${row.user_id}`,
    },
    {
      key: 'amount',
      header: t('columns.amount'),
      cell: (row) => (
        <>
          <strong className={styles.amount}>{money(row.amount, row)}</strong>
          {paidNote(row) ? <span className={styles.sub}>{paidNote(row)}</span> : null}
        </>
      ),
      csv: (row) => [money(row.amount, row), paidNote(row)].filter(Boolean).join('; '),
    },
    {
      key: 'fee',
      header: t('columns.fee'),
      cell: (row) => <span className={styles.amount}>{money(row.fee, row)}</span>,
      csv: (row) => money(row.fee, row),
    },
    {
      key: 'method',
      header: t('columns.method'),
      cell: (row) => (
        <>
          {row.method.name}
          <span className={styles.sub}>{row.provider}</span>
        </>
      ),
      csv: (row) => `${row.method.name} · ${row.provider}`,
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => <DepositStatusBadge status={row.status} />,
      csv: (row) => t(`status.${row.status}`),
    },
    {
      key: 'settled',
      header: t('columns.settled'),
      cell: (row) => (row.settled_at ? format.dateTime(row.settled_at) : '—'),
    },
    {
      key: 'reference',
      header: t('columns.reference'),
      cell: (row) =>
        row.provider_reference ? (
          <LongId
            value={row.provider_reference}
            copyName={t('copyReference', { id: shortened(row.provider_reference) })}
          />
        ) : (
          '—'
        ),
      csv: (row) => row.provider_reference ?? '',
    },
  ];

  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <DepositFiltersForm search={search} fieldError={field} onApply={apply} />
      {page ? <FormAlert message={message} /> : null}
      <ListTable
        caption={t('title')}
        columns={columns}
        rows={page?.deposits}
        rowKey={(row) => row.id}
        error={error}
        onRetry={() => void mutate()}
        empty={t('empty')}
        storageKey="deposits"
        exportName="deposits"
        exportAll={() =>
          readEveryPage(async (before: string | undefined) => {
            const answer = await depositsPage(
              officeApi(),
              filters,
              before,
              OFFICE_EXPORT_PAGE_SIZE,
            );
            return { rows: answer.deposits, next: answer.next };
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
