'use client';

import { useTranslations } from 'next-intl';
import type { DepositTransfer } from '@/lib/schemas/office-deposits';
import { ListTable, type Column } from '../list-table';
import { useOfficeFormat } from '../use-office-format';
import styles from '../office.module.css';

type Role = 'hold' | 'release' | 'credit' | 'fee' | 'bonus' | 'other';

/** What a transfer was for the deposit, from its ledger key (`services/payments/deposit-hold.ts`). */
function roleOf(key: string, depositId: string): Role {
  const roles: Record<string, Role> = {
    [`deposit:${depositId}:hold`]: 'hold',
    [`deposit:${depositId}:hold:void`]: 'release',
    [`deposit:${depositId}`]: 'credit',
    [`deposit-fee:${depositId}`]: 'fee',
    [`bonus-credit:deposit:${depositId}`]: 'bonus',
  };
  return roles[key] ?? 'other';
}

const TONES = { posted: 'success', pending: 'pending', voided: undefined } as const;

/** The ledger transfers the deposit made, oldest first, with the accounts money moved between. */
export function DepositTransfers({
  depositId,
  transfers,
}: {
  depositId: string;
  transfers: DepositTransfer[];
}) {
  const t = useTranslations('office.deposits.transfers');
  const format = useOfficeFormat();
  const role = (row: DepositTransfer) => t(`roles.${roleOf(row.key, depositId)}`);
  const columns: Column<DepositTransfer>[] = [
    { key: 'at', header: t('columns.at'), cell: (row) => format.dateTime(row.created_at) },
    {
      key: 'role',
      header: t('columns.role'),
      required: true,
      cell: (row) => (
        <>
          {role(row)}
          <span className={`${styles.sub} ${styles.mono}`}>
            #{row.id} · {row.key}
          </span>
        </>
      ),
      csv: (row) => `${role(row)} · #${row.id} · ${row.key}`,
    },
    {
      key: 'amount',
      header: t('columns.amount'),
      cell: (row) => (
        <strong className={styles.amount}>{format.money(row.amount, row.currency)}</strong>
      ),
      csv: (row) => format.money(row.amount, row.currency),
    },
    {
      key: 'route',
      header: t('columns.route'),
      cell: (row) => (
        <span className={styles.mono}>
          {row.debit} → {row.credit}
        </span>
      ),
      csv: (row) => `${row.debit} → ${row.credit}`,
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => (
        <>
          <span className={styles.badge} data-tone={TONES[row.status]}>
            {t(`status.${row.status}`)}
          </span>
          {row.settles_id ? (
            <span className={styles.sub}>{t('settles', { id: row.settles_id })}</span>
          ) : null}
        </>
      ),
      csv: (row) => t(`status.${row.status}`),
    },
  ];
  return (
    <ListTable
      caption={t('caption')}
      columns={columns}
      rows={transfers}
      rowKey={(row) => row.id}
      empty={t('empty')}
    />
  );
}
