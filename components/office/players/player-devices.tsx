'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { ListTable, type Column } from '../list-table';
import { useOfficeFormat } from '../use-office-format';
import type { PlayerDevice, PlayerOverview, PlayerSession } from './player-types';
import { playerPath } from './players-page';
import styles from '../office.module.css';

/** A sign-in has no id to show (its id is half of a token): its place in the list is its key. */
type Numbered<T> = T & { index: number };

/**
 * The latest sign-ins (when, address, country, browser) and the device marks the account
 * presented, each with the other accounts seen on it: where duplicate accounts show.
 */
export function PlayerDevicesPanel({ overview }: { overview: PlayerOverview }) {
  const t = useTranslations('office.players.devices');
  const format = useOfficeFormat();
  const sessionColumns: Column<Numbered<PlayerSession>>[] = [
    {
      key: 'at',
      header: t('sessions.at'),
      cell: (row) => (
        <>
          {format.dateTime(row.created_at)}
          <span className={styles.sub}>
            {row.revoked_at
              ? t('sessions.ended', { when: format.dateTime(row.revoked_at) })
              : t('sessions.until', { when: format.dateTime(row.expires_at) })}
          </span>
        </>
      ),
    },
    {
      key: 'where',
      header: t('sessions.where'),
      cell: (row) => (
        <>
          <span className={styles.mono}>{row.ip ?? '—'}</span>
          <span className={styles.sub}>{row.country ?? t('sessions.unknownCountry')}</span>
        </>
      ),
    },
    {
      key: 'agent',
      header: t('sessions.agent'),
      cell: (row) => <span className={styles.sub}>{row.user_agent ?? '—'}</span>,
    },
  ];
  const deviceColumns: Column<PlayerDevice>[] = [
    {
      key: 'mark',
      header: t('marks.mark'),
      cell: (row) => <span className={styles.mono}>{row.mark}</span>,
    },
    {
      key: 'seen',
      header: t('marks.seen'),
      cell: (row) =>
        t('marks.seenFromTo', {
          from: format.dateTime(row.first_seen_at),
          to: format.dateTime(row.last_seen_at),
        }),
    },
    {
      key: 'others',
      header: t('marks.others'),
      cell: (row) =>
        row.other_user_ids.length === 0 ? (
          t('marks.noOthers')
        ) : (
          <span>
            {row.other_user_ids.map((id, index) => (
              <span key={id}>
                {index > 0 ? ', ' : null}
                <Link href={playerPath(id)}>#{id}</Link>
              </span>
            ))}
          </span>
        ),
    },
  ];
  return (
    <>
      <h3>{t('sessions.title')}</h3>
      <ListTable
        caption={t('sessions.title')}
        columns={sessionColumns}
        rows={overview.sessions.map((session, index) => ({ ...session, index }))}
        rowKey={(row) => row.index}
        empty={t('sessions.empty')}
      />
      <h3>{t('marks.title')}</h3>
      <ListTable
        caption={t('marks.title')}
        columns={deviceColumns}
        rows={overview.devices}
        rowKey={(row) => row.mark}
        empty={t('marks.empty')}
      />
      <h3>{t('fingerprints')}</h3>
      {overview.fingerprints.length > 0 ? (
        <ul>
          {overview.fingerprints.map((value) => (
            <li key={value} className={styles.mono}>
              {value}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('noFingerprints')}</p>
      )}
    </>
  );
}
