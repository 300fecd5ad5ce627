'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { officeApi } from '@/lib/api/office';
import { cancelTournament, type OperatorTournament } from '@/lib/api/office-marketing';
import type { TournamentState } from '@/lib/constants/tournaments';
import { useOfficeTournaments } from '@/lib/hooks/data/use-office-tournaments';
import { Link } from '@/lib/i18n/navigation';
import { ConfirmDialog } from '../confirm-dialog';
import { ListTable, type Column } from '../list-table';
import { useOfficeFormat } from '../use-office-format';
import type { Localized } from './form-kit';
import { SavedNotice } from './marketing-notice';
import { MARKETING_PAGES } from './marketing-paths';
import officeStyles from '../office.module.css';
import styles from './marketing.module.css';

const TONE: Record<TournamentState, string | undefined> = {
  upcoming: 'pending',
  active: 'success',
  finalizing: 'pending',
  finished: undefined,
  cancelled: 'failure',
};

/**
 * `/office/marketing/tournaments`: every tournament, newest first, with its window, scoring,
 * pool and players; an upcoming one's terms are edited, an upcoming or active one cancelled
 * after a confirmation.
 */
export function TournamentsPage() {
  const t = useTranslations('office.marketing.tournaments');
  const locale = useLocale() as keyof Localized;
  const format = useOfficeFormat();
  const { tournaments, error, mutate } = useOfficeTournaments();
  const [cancelling, setCancelling] = useState<OperatorTournament | null>(null);
  const [cancelled, setCancelled] = useState<number | null>(null);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (cancelled !== null) status.current?.focus();
  }, [cancelled]);

  async function cancel(tournament: OperatorTournament) {
    await cancelTournament(officeApi(), tournament.id);
    await mutate();
    setCancelling(null);
    setCancelled(tournament.id);
  }

  const columns: Column<OperatorTournament>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      required: true,
      cell: (tournament) => (
        <>
          <strong>{tournament.name[locale]}</strong>
          <span className={officeStyles.sub}>#{tournament.id}</span>
        </>
      ),
      csv: (tournament) => `#${tournament.id} ${tournament.name[locale]}`,
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (tournament) => (
        <span className={officeStyles.badge} data-tone={TONE[tournament.status]}>
          {t(`states.${tournament.status}`)}
        </span>
      ),
      csv: (tournament) => tournament.status,
    },
    {
      key: 'window',
      header: t('columns.window'),
      cell: (tournament) =>
        `${format.dateTime(tournament.starts_at)} – ${format.dateTime(tournament.ends_at)}`,
    },
    {
      key: 'scoring',
      header: t('columns.scoring'),
      cell: (tournament) =>
        [t(`scorings.${tournament.scoring}`), t(`registrations.${tournament.registration}`)].join(
          ' · ',
        ),
      csv: (tournament) => tournament.scoring,
    },
    {
      key: 'pool',
      header: t('columns.pool'),
      cell: (tournament) => (
        <span className={officeStyles.amount}>
          {format.money(tournament.pool, tournament.base_currency)}
          {tournament.pool_share_bp !== null ? (
            <span className={officeStyles.sub}>
              {t('poolShare', { percent: tournament.pool_share_bp / 100 })}
            </span>
          ) : null}
        </span>
      ),
      csv: (tournament) => tournament.pool,
    },
    {
      key: 'players',
      header: t('columns.players'),
      cell: (tournament) => tournament.players,
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      required: true,
      cell: (tournament) => (
        <div className={officeStyles.row}>
          {tournament.status === 'upcoming' ? (
            <Link href={MARKETING_PAGES.tournament(tournament.id)} className="btn btn-ghost">
              {t('edit')}
              <span className="visually-hidden"> #{tournament.id}</span>
            </Link>
          ) : null}
          {tournament.status === 'upcoming' || tournament.status === 'active' ? (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setCancelled(null);
                setCancelling(tournament);
              }}
            >
              {t('cancel')}
              <span className="visually-hidden"> #{tournament.id}</span>
            </button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <section className={styles.tab} aria-labelledby="marketing-tournaments">
      <div className={styles.toolbar}>
        <h1 id="marketing-tournaments">{t('title')}</h1>
        <Link href={MARKETING_PAGES.newTournament} className="btn btn-primary">
          {t('new')}
        </Link>
      </div>
      <p className="muted">{t('lead')}</p>
      <SavedNotice />
      {cancelled !== null ? (
        <p
          ref={status}
          role="status"
          tabIndex={-1}
          className={`${officeStyles.alert} ${styles.notice}`}
          data-tone="info"
        >
          {t('cancelled', { id: cancelled })}
        </p>
      ) : null}
      <ListTable
        caption={t('title')}
        columns={columns}
        rows={tournaments}
        rowKey={(tournament) => tournament.id}
        error={error}
        onRetry={() => void mutate()}
        empty={t('empty')}
        storageKey="marketing-tournaments"
        exportName="tournaments"
      />
      {cancelling ? (
        <ConfirmDialog
          title={t('cancelTitle', { id: cancelling.id })}
          summary={
            <p>
              {t('cancelSummary', {
                name: cancelling.name[locale],
                players: cancelling.players,
              })}
            </p>
          }
          confirmLabel={t('cancelConfirm')}
          onConfirm={() => cancel(cancelling)}
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </section>
  );
}
