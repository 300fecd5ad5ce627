'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { OFFICE_EXPORT_PAGE_SIZE, officeApi } from '@/lib/api/office';
import { riskQueuePage, type RiskQueueFilters } from '@/lib/api/office-risk';
import { useRiskQueue } from '@/lib/hooks/data/use-risk-queue';
import { Link } from '@/lib/i18n/navigation';
import { readEveryPage } from '@/lib/office/read-every-page';
import { CursorPager } from '../cursor-pager';
import { FormAlert } from '../form-alert';
import { ListTable, type Column } from '../list-table';
import { SectionGate } from '../section-gate';
import { useOfficeError } from '../use-office-error';
import type { QueuedFlag } from './flag-types';
import { riskPlayerPath } from './paths';
import { RiskDecisionDialog, useFlagOutcomeText, type FlagOutcome } from './risk-decision-dialog';
import { RiskFiltersForm, filtersFromSearch, searchOfFilters } from './risk-filters';
import { UploadQueue } from './upload-queue';
import { useFlagColumns } from './use-flag-columns';
import styles from '../office.module.css';

const FILTER_FIELDS = ['status', 'kind', 'user_id', 'before'];

/** `/office/risk`: the risk queue, newest first, filtered and decided (`players.risk`). */
export function RiskPage() {
  return (
    <SectionGate section="risk">
      <RiskQueue />
    </SectionGate>
  );
}

function RiskQueue() {
  const t = useTranslations('office.risk');
  // The office renders after hydration only, so the address can seed the filters directly;
  // they go back into it, so returning from a player's page finds the same list.
  const [filters, setFilters] = useState<RiskQueueFilters>(() =>
    filtersFromSearch(window.location.search),
  );
  const [trail, setTrail] = useState<number[]>([]);
  const { page, error, mutate } = useRiskQueue(filters, trail.at(-1));
  const { field, message } = useOfficeError(error, FILTER_FIELDS);
  const [deciding, setDeciding] = useState<QueuedFlag | null>(null);
  const [outcome, setOutcome] = useState<FlagOutcome | null>(null);
  const outcomeText = useFlagOutcomeText();
  const flagColumns = useFlagColumns<QueuedFlag>((flag) => {
    setOutcome(null);
    setDeciding(flag);
  });

  function apply(next: RiskQueueFilters) {
    setFilters(next);
    setTrail([]);
    setOutcome(null);
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${searchOfFilters(next)}${window.location.hash}`,
    );
  }

  async function done(result: FlagOutcome) {
    setDeciding(null);
    setOutcome(result);
    await mutate();
  }

  const playerName = (row: QueuedFlag) =>
    row.player.name || row.player.email || t('player', { id: row.user_id });
  const playerDetails = (row: QueuedFlag) =>
    [
      `#${row.user_id}`,
      row.player.name && row.player.email,
      t('verifiedLevel', { level: row.player.kyc_level }),
      t.has(`states.${row.player.state}` as 'states.active')
        ? t(`states.${row.player.state}` as 'states.active')
        : row.player.state,
    ]
      .filter(Boolean)
      .join(' · ');
  const player: Column<QueuedFlag> = {
    key: 'player',
    header: t('columns.player'),
    required: true,
    cell: (row) => (
      <>
        <Link href={riskPlayerPath(row.user_id)}>{playerName(row)}</Link>
        <span className={styles.sub}>{playerDetails(row)}</span>
      </>
    ),
    csv: (row) => `${playerName(row)} · ${playerDetails(row)}`,
  };
  const columns: Column<QueuedFlag>[] = [
    flagColumns.raised,
    flagColumns.kind,
    player,
    flagColumns.evidence,
    flagColumns.status,
    flagColumns.actions,
  ];

  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <RiskFiltersForm filters={filters} fieldError={field} onApply={apply} />
      {page ? <FormAlert message={message} /> : null}
      {outcome ? (
        <FormAlert
          message={outcomeText(outcome)}
          tone={outcome.kind === 'already_decided' ? 'error' : 'info'}
        />
      ) : null}
      <ListTable
        caption={t('title')}
        columns={columns}
        rows={page?.flags}
        rowKey={(row) => row.id}
        error={error}
        onRetry={() => void mutate()}
        empty={t('empty')}
        storageKey="risk-queue"
        exportName="risk-flags"
        exportAll={() =>
          readEveryPage(async (before: number | undefined) => {
            const answer = await riskQueuePage(
              officeApi(),
              filters,
              before,
              OFFICE_EXPORT_PAGE_SIZE,
            );
            return { rows: answer.flags, next: answer.next };
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
      <UploadQueue />
      {deciding ? (
        <RiskDecisionDialog
          flag={deciding}
          suggestedLevel={deciding.player.kyc_level + 1}
          onDone={done}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </div>
  );
}
