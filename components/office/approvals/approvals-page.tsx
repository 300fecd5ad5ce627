'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  approvalsPage,
  decideApproval,
  officeApi,
  OFFICE_EXPORT_PAGE_SIZE,
} from '@/lib/api/office';
import { useApprovals } from '@/lib/hooks/data/use-approvals';
import { readEveryPage } from '@/lib/office/read-every-page';
import type { Approval } from '@/lib/schemas/approvals';
import { CursorPager } from '../cursor-pager';
import { DecisionDialog } from '../decision-dialog';
import { FormAlert } from '../form-alert';
import { ListTable, type Column } from '../list-table';
import { useOfficeMember } from '../member-context';
import { SectionGate } from '../section-gate';
import { useOfficeFormat } from '../use-office-format';
import styles from '../office.module.css';

type Decision = { approval: Approval; kind: 'confirm' | 'refuse' };
const TONE = { pending: 'pending', confirmed: 'success', refused: 'failure', expired: 'neutral' };

/**
 * `/office/approvals`: money actions held for a second pair of eyes. Whoever asked cannot
 * decide their own; a confirmation runs the action as the confirming member.
 */
export function ApprovalsPage() {
  return (
    <SectionGate section="approvals">
      <ApprovalList />
    </SectionGate>
  );
}

function ApprovalList() {
  const t = useTranslations('office.approvals');
  const format = useOfficeFormat();
  const member = useOfficeMember();
  const [status, setStatus] = useState<'pending' | undefined>('pending');
  const [trail, setTrail] = useState<number[]>([]);
  const { page, error, mutate } = useApprovals(status, trail.at(-1));
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const amount = (approval: Approval) => format.money(approval.amount, approval.currency);
  const mine = (approval: Approval) => approval.requested_by === `staff:${member.id}`;
  // Message keys cannot hold a dot: `payouts.approve` is `actions.payouts_approve`.
  const actionName = (approval: Approval) => {
    const key = `actions.${approval.action.replace('.', '_')}` as 'actions.payouts_approve';
    return t.has(key) ? t(key) : approval.action;
  };

  async function decide({ approval, kind }: Decision, note: string) {
    await decideApproval(officeApi(), approval.id, kind, note);
    setOutcome(t(kind === 'confirm' ? 'confirmed' : 'refused', { id: approval.id }));
    setDeciding(null);
    await mutate();
  }

  const columns: Column<Approval>[] = [
    {
      key: 'created',
      header: t('columns.created'),
      cell: (row) => format.dateTime(row.created_at),
    },
    {
      key: 'action',
      header: t('columns.action'),
      required: true,
      cell: (row) => (
        <>
          {actionName(row)}
          <span className={`${styles.sub} ${styles.mono}`}>
            {row.target_type} {row.target_id}
          </span>
        </>
      ),
      csv: (row) => `${actionName(row)} · ${row.target_type} ${row.target_id}`,
    },
    {
      key: 'amount',
      header: t('columns.amount'),
      cell: (row) => <strong className={styles.amount}>{amount(row)}</strong>,
      csv: amount,
    },
    {
      key: 'requestedBy',
      header: t('columns.requestedBy'),
      cell: (row) => (
        <>
          {row.requested_by_label}
          {row.reason ? <span className={styles.sub}>{row.reason}</span> : null}
        </>
      ),
      csv: (row) => [row.requested_by_label, row.reason].filter(Boolean).join(' · '),
    },
    {
      key: 'status',
      header: t('columns.status'),
      csv: (row) =>
        [
          t(`status.${row.status}`),
          row.decided_by_label &&
            `${row.decided_by_label}${row.decision_note ? `: ${row.decision_note}` : ''}`,
        ]
          .filter(Boolean)
          .join(' · '),
      cell: (row) => (
        <>
          <span className={styles.badge} data-tone={TONE[row.status]}>
            {t(`status.${row.status}`)}
          </span>
          {row.decided_by_label ? (
            <span className={styles.sub}>
              {row.decided_by_label}
              {row.decision_note ? `: ${row.decision_note}` : ''}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      required: true,
      cell: (row) =>
        row.status !== 'pending' ? null : mine(row) ? (
          <span className="muted">{t('yours')}</span>
        ) : (
          <span className={styles.row}>
            <button
              type="button"
              className="btn btn-primary"
              aria-label={t('confirmOne', { action: actionName(row), amount: amount(row) })}
              onClick={() => setDeciding({ approval: row, kind: 'confirm' })}
            >
              {t('confirm')}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              aria-label={t('refuseOne', { action: actionName(row), amount: amount(row) })}
              onClick={() => setDeciding({ approval: row, kind: 'refuse' })}
            >
              {t('refuse')}
            </button>
          </span>
        ),
    },
  ];

  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <div className="segmented" role="group" aria-label={t('filter')}>
        {(['pending', undefined] as const).map((value) => (
          <button
            key={value ?? 'all'}
            type="button"
            className={status === value ? 'active' : undefined}
            aria-pressed={status === value}
            onClick={() => {
              setStatus(value);
              setTrail([]);
            }}
          >
            {value ? t('filterPending') : t('filterAll')}
          </button>
        ))}
      </div>
      <FormAlert message={outcome} tone="info" />
      <ListTable
        caption={t('title')}
        columns={columns}
        rows={page?.data}
        rowKey={(row) => row.id}
        error={error}
        onRetry={() => void mutate()}
        empty={status ? t('emptyPending') : t('empty')}
        storageKey="approvals"
        exportName={status ? 'approvals-pending' : 'approvals'}
        exportAll={() =>
          readEveryPage(async (cursor: number | undefined) => {
            const answer = await approvalsPage(
              officeApi(),
              status,
              cursor,
              OFFICE_EXPORT_PAGE_SIZE,
            );
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
      {deciding ? (
        <DecisionDialog
          title={deciding.kind === 'confirm' ? t('confirmTitle') : t('refuseTitle')}
          summary={
            <p>
              {t('summary', {
                action: actionName(deciding.approval),
                amount: amount(deciding.approval),
                who: deciding.approval.requested_by_label,
              })}
              {deciding.kind === 'confirm' ? ` ${t('confirmNote')}` : ''}
            </p>
          }
          submitLabel={deciding.kind === 'confirm' ? t('confirm') : t('refuse')}
          noteRequired={deciding.kind === 'refuse'}
          danger={deciding.kind === 'refuse'}
          onSubmit={(note) => decide(deciding, note)}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </div>
  );
}
