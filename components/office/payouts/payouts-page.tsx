'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { decidePayout, OFFICE_EXPORT_PAGE_SIZE, officeApi, pendingPayouts } from '@/lib/api/office';
import { usePendingPayouts } from '@/lib/hooks/data/use-pending-payouts';
import { readEveryPage } from '@/lib/office/read-every-page';
import { CursorPager } from '../cursor-pager';
import { DecisionDialog } from '../decision-dialog';
import { FormAlert } from '../form-alert';
import { ListTable, type Column } from '../list-table';
import { SectionGate } from '../section-gate';
import { useOfficeFormat } from '../use-office-format';
import styles from '../office.module.css';

type Payout = NonNullable<ReturnType<typeof usePendingPayouts>['payouts']>['items'][number];
type Decision = { payout: Payout; kind: 'approve' | 'reject' };

/** Where the money goes; a card shows only its last four digits once it leaves the screen. */
function destination(payout: Payout, masked = false) {
  const card = payout.details.card_number;
  const where = (masked && card ? `•••• ${card.slice(-4)}` : card) ?? payout.details.address ?? '—';
  return `${where}${payout.details.network ? ` (${payout.details.network})` : ''}`;
}

/** Every pending payout, page after page through the cursor, for the CSV. */
const everyPendingPayout = () =>
  readEveryPage(async (before: string | undefined) => {
    const answer = await pendingPayouts(officeApi(), before, OFFICE_EXPORT_PAGE_SIZE);
    return { rows: answer.items, next: answer.next };
  });

/** `/office/payouts`: the payouts waiting for a decision (`payouts.decide`). */
export function PayoutsPage() {
  return (
    <SectionGate section="payouts">
      <PayoutQueue />
    </SectionGate>
  );
}

function PayoutQueue() {
  const t = useTranslations('office.payouts');
  const format = useOfficeFormat();
  const [trail, setTrail] = useState<string[]>([]);
  const { payouts, error, mutate } = usePendingPayouts(trail.at(-1));
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const amount = (payout: Payout) => format.money(payout.amount, payout.currency);

  async function decide({ payout, kind }: Decision, note: string) {
    const answer = await decidePayout(officeApi(), payout.id, kind, note);
    setOutcome(
      'approval' in answer
        ? t('held', { amount: amount(payout), id: answer.approval.id })
        : answer.status === 'failed'
          ? t('refusedByProvider', {
              amount: amount(payout),
              reason: answer.failure_reason ?? answer.provider_status ?? '—',
            })
          : t(kind === 'approve' ? 'approved' : 'rejected', { amount: amount(payout) }),
    );
    setDeciding(null);
    await mutate();
  }

  /** The player's risk data in words: verification, open flags, net deposits, turnover. */
  function riskText(row: Payout): string[] {
    const risk = row.risk;
    if (!risk) return [];
    const money = (value: number) => format.money(value, row.currency);
    return [
      risk.kyc_level < risk.kyc_required_level
        ? t('risk.levelNeeded', { level: risk.kyc_level, required: risk.kyc_required_level })
        : t('risk.level', { level: risk.kyc_level }),
      t('risk.flags', { count: risk.open_flags }),
      t('risk.net', { amount: money(risk.net_deposits) }),
      ...(risk.turnover_remaining === null
        ? []
        : [
            risk.turnover_remaining > 0
              ? t('risk.turnover', { amount: money(risk.turnover_remaining) })
              : t('risk.turnoverMet'),
          ]),
    ];
  }

  function riskCell(payout: Payout) {
    const risk = payout.risk;
    const lines = riskText(payout);
    if (!risk) return <span className="muted">—</span>;
    const alarming =
      risk.open_flags > 0 ||
      risk.kyc_level < risk.kyc_required_level ||
      (risk.turnover_remaining ?? 0) > 0;
    return (
      <span className={styles.sub} data-tone={alarming ? 'failure' : undefined}>
        {lines.map((line) => (
          <span key={line} className={styles.riskLine}>
            {line}
          </span>
        ))}
      </span>
    );
  }

  const columns: Column<Payout>[] = [
    {
      key: 'created',
      header: t('columns.created'),
      cell: (row) => format.dateTime(row.created_at),
    },
    {
      key: 'player',
      header: t('columns.player'),
      required: true,
      cell: (row) => t('player', { id: row.user_id }),
    },
    {
      key: 'amount',
      header: t('columns.amount'),
      cell: (row) => <strong className={styles.amount}>{amount(row)}</strong>,
      csv: amount,
    },
    {
      key: 'risk',
      header: t('columns.risk'),
      cell: riskCell,
      csv: (row) => riskText(row).join('; '),
    },
    {
      key: 'destination',
      header: t('columns.destination'),
      cell: (row) => (
        <>
          {row.type}
          <span className={`${styles.sub} ${styles.mono}`}>{destination(row)}</span>
        </>
      ),
      csv: (row) => `${row.type} ${destination(row, true)}`,
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      required: true,
      cell: (row) => (
        <span className={styles.row}>
          <button
            type="button"
            className="btn btn-primary"
            aria-label={t('approveOne', { amount: amount(row), id: row.user_id })}
            onClick={() => setDeciding({ payout: row, kind: 'approve' })}
          >
            {t('approve')}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            aria-label={t('rejectOne', { amount: amount(row), id: row.user_id })}
            onClick={() => setDeciding({ payout: row, kind: 'reject' })}
          >
            {t('reject')}
          </button>
        </span>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <FormAlert message={outcome} tone="info" />
      <ListTable
        caption={t('title')}
        columns={columns}
        rows={payouts?.items}
        rowKey={(row) => row.id}
        error={error}
        onRetry={() => void mutate()}
        empty={t('empty')}
        storageKey="payouts"
        exportName="payouts-pending"
        exportAll={everyPendingPayout}
      />
      <CursorPager
        label={t('pages')}
        order="newest-first"
        trail={trail}
        next={payouts?.next}
        onChange={setTrail}
      />
      {deciding ? (
        <DecisionDialog
          title={deciding.kind === 'approve' ? t('approveTitle') : t('rejectTitle')}
          summary={
            <p>
              {t('summary', {
                amount: amount(deciding.payout),
                id: deciding.payout.user_id,
                type: deciding.payout.type,
              })}
              {deciding.kind === 'approve' ? ` ${t('approveNote')}` : ` ${t('rejectNote')}`}
            </p>
          }
          submitLabel={deciding.kind === 'approve' ? t('approve') : t('reject')}
          danger={deciding.kind === 'reject'}
          onSubmit={(note) => decide(deciding, note)}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </div>
  );
}
