'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { OFFICE_EXPORT_PAGE_SIZE, officeApi } from '@/lib/api/office';
import { playersPage, type PlayerSearchFilters } from '@/lib/api/office-players';
import { useOfficePlayers } from '@/lib/hooks/data/use-office-players';
import { Link } from '@/lib/i18n/navigation';
import { readEveryPage } from '@/lib/office/read-every-page';
import type { PlayerRow } from '@/lib/schemas/office-players';
import { CursorPager } from '../cursor-pager';
import { FormAlert } from '../form-alert';
import { ListTable, type Column } from '../list-table';
import { SectionGate } from '../section-gate';
import { useOfficeError } from '../use-office-error';
import { useOfficeFormat } from '../use-office-format';
import { PlayerSearchForm, filtersFromSearch, searchOfFilters } from './player-search-form';
import { PlayerStateBadge } from './player-state-badge';
import styles from '../office.module.css';
import playerStyles from './players.module.css';

const FILTER_FIELDS = ['q', 'state', 'kyc_level', 'before'];

/** A player's page in the office. */
export const playerPath = (userId: number) => `/office/players/${userId}`;

/** `/office/players`: find players by any key staff are given (`players.read`). */
export function PlayersPage() {
  return (
    <SectionGate section="players">
      <PlayerSearch />
    </SectionGate>
  );
}

function PlayerSearch() {
  const t = useTranslations('office.players');
  // The office renders after hydration only, so the address can seed the search directly; it
  // goes back into it, so returning from a player's page finds the same list.
  const [filters, setFilters] = useState<PlayerSearchFilters>(() =>
    filtersFromSearch(window.location.search),
  );
  const [trail, setTrail] = useState<number[]>([]);
  const { page, error, mutate } = useOfficePlayers(filters, trail.at(-1));
  const { field, message } = useOfficeError(error, FILTER_FIELDS);
  const columns = usePlayerColumns(Boolean(filters.q));

  function apply(next: PlayerSearchFilters) {
    setFilters(next);
    setTrail([]);
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${searchOfFilters(next)}${window.location.hash}`,
    );
  }

  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <PlayerSearchForm filters={filters} fieldError={field} onApply={apply} />
      {page ? <FormAlert message={message} /> : null}
      <ListTable
        caption={t('caption')}
        columns={columns}
        rows={page?.players}
        rowKey={(row) => row.id}
        error={error}
        onRetry={() => void mutate()}
        empty={filters.q ? t('noMatch', { q: filters.q }) : t('empty')}
        storageKey="players"
        exportName="players"
        exportAll={() =>
          readEveryPage(async (before: number | undefined) => {
            const answer = await playersPage(officeApi(), filters, before, OFFICE_EXPORT_PAGE_SIZE);
            return { rows: answer.players, next: answer.next };
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

/** The search's columns; what matched only when something was searched for. */
function usePlayerColumns(searched: boolean): Column<PlayerRow>[] {
  const t = useTranslations('office.players');
  const tr = useTranslations('office.risk.states');
  const format = useOfficeFormat();
  const name = (row: PlayerRow) =>
    row.name || row.legal_name || row.email || row.phone || t('player', { id: row.id });
  const details = (row: PlayerRow) =>
    [`#${row.id}`, row.legal_name && row.name && row.legal_name].filter(Boolean).join(' · ');
  const lastSeen = (row: PlayerRow) =>
    row.last_sign_in_at
      ? t('lastSignIn', { when: format.dateTime(row.last_sign_in_at) })
      : t('neverSignedIn');
  const columns: (Column<PlayerRow> | false)[] = [
    {
      key: 'player',
      header: t('columns.player'),
      required: true,
      cell: (row) => (
        <>
          <Link href={playerPath(row.id)}>{name(row)}</Link>
          <span className={styles.sub}>{details(row)}</span>
        </>
      ),
      csv: (row) => `${name(row)} · ${details(row)}`,
    },
    {
      key: 'contacts',
      header: t('columns.contacts'),
      cell: (row) => (
        <>
          {row.email ? <span className={styles.sub}>{row.email}</span> : null}
          {row.phone ? <span className={styles.sub}>{row.phone}</span> : null}
        </>
      ),
      csv: (row) => [row.email, row.phone].filter(Boolean).join(' '),
    },
    {
      key: 'state',
      header: t('columns.state'),
      cell: (row) => (
        <>
          <PlayerStateBadge state={row.state} />
          <span className={styles.sub}>{t('level', { level: row.kyc_level })}</span>
        </>
      ),
      csv: (row) => `${tr(row.state)} · ${t('level', { level: row.kyc_level })}`,
    },
    {
      key: 'balance',
      header: t('columns.balance'),
      cell: (row) => (
        <span className={styles.amount}>{format.money(row.real_balance, row.currency)}</span>
      ),
      csv: (row) => format.money(row.real_balance, row.currency),
    },
    {
      key: 'seen',
      header: t('columns.seen'),
      cell: (row) => (
        <>
          {t('registered', { when: format.dateTime(row.created_at) })}
          <span className={styles.sub}>{lastSeen(row)}</span>
        </>
      ),
      csv: (row) =>
        `${t('registered', { when: format.dateTime(row.created_at) })} · ${lastSeen(row)}`,
    },
    searched && {
      key: 'matched',
      header: t('columns.matched'),
      cell: (row) => (
        <span className={playerStyles.matched}>
          {row.matched.map((kind) => (
            <span key={kind} className={styles.badge}>
              {t(`matches.${kind}`)}
            </span>
          ))}
        </span>
      ),
      csv: (row) => row.matched.map((kind) => t(`matches.${kind}`)).join(', '),
    },
  ];
  return columns.filter((column): column is Column<PlayerRow> => column !== false);
}
