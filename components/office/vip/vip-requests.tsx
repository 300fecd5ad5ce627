'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { officeApi } from '@/lib/api/office';
import { decideVipRequest, type VipRequestStatus } from '@/lib/api/office-vip';
import { useVipRequests } from '@/lib/hooks/data/use-office-vip';
import { Link } from '@/lib/i18n/navigation';
import { FormAlert } from '../form-alert';
import { ListTable, type Column } from '../list-table';
import { playerPath } from '../players/players-page';
import { useOfficeError } from '../use-office-error';
import { useOfficeFormat } from '../use-office-format';
import styles from '../office.module.css';
import vip from './vip.module.css';

type Request = NonNullable<ReturnType<typeof useVipRequests>['requests']>[number];
const STATUSES: readonly VipRequestStatus[] = ['open', 'approved', 'declined'];

/** Join requests of one status, the open ones with approve and decline. */
export function VipRequests() {
  const t = useTranslations('office.vip.requests');
  const format = useOfficeFormat();
  const [status, setStatus] = useState<VipRequestStatus>('open');
  const { requests, error, mutate } = useVipRequests(status);
  const [pending, setPending] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const { message } = useOfficeError(failure, []);

  async function decide(request: Request, decision: 'approved' | 'declined') {
    setPending(request.id);
    setFailure(null);
    setOutcome(null);
    try {
      await decideVipRequest(officeApi(), request.id, decision);
      setOutcome(t(decision, { id: request.user_id }));
    } catch (caught) {
      setFailure(caught);
    } finally {
      setPending(null);
      await mutate();
    }
  }

  const columns: Column<Request>[] = [
    { key: 'id', header: t('id'), cell: (row) => row.id, required: true },
    {
      key: 'player',
      header: t('player'),
      cell: (row) => <Link href={playerPath(row.user_id)}>#{row.user_id}</Link>,
      csv: (row) => row.user_id,
    },
    { key: 'type', header: t('type'), cell: (row) => row.request_type },
    { key: 'created', header: t('created'), cell: (row) => format.dateTime(row.created_at) },
    {
      key: 'decided',
      header: t('decided'),
      cell: (row) => (row.decided_at ? format.dateTime(row.decided_at) : '—'),
    },
    { key: 'status', header: t('status'), cell: (row) => t(`statuses.${row.status}`) },
    ...(status === 'open'
      ? [
          {
            key: 'actions',
            header: t('actions'),
            hiddenHeader: true,
            cell: (row: Request) => (
              <span className={styles.row}>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={pending !== null}
                  aria-label={t('approveFor', { id: row.user_id })}
                  onClick={() => decide(row, 'approved')}
                >
                  {pending === row.id ? t('saving') : t('approve')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost"
                  disabled={pending !== null}
                  aria-label={t('declineFor', { id: row.user_id })}
                  onClick={() => decide(row, 'declined')}
                >
                  {t('decline')}
                </button>
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <section className={styles.panel} aria-labelledby="vip-requests">
      <h2 id="vip-requests">{t('title')}</h2>
      <div className={`field ${vip.filter}`}>
        <label htmlFor="vip-request-status">{t('statusFilter')}</label>
        <select
          id="vip-request-status"
          value={status}
          onChange={(event) => setStatus(event.target.value as VipRequestStatus)}
        >
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <FormAlert message={message} />
      <FormAlert message={outcome} tone="info" />
      <ListTable
        caption={t('title')}
        columns={columns}
        rows={requests}
        rowKey={(row) => row.id}
        error={error}
        onRetry={() => mutate()}
        empty={t('empty')}
        exportName="vip-requests"
      />
    </section>
  );
}
