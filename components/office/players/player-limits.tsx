'use client';

import { useTranslations } from 'next-intl';
import { ListTable, type Column } from '../list-table';
import { useOfficeFormat } from '../use-office-format';
import { PlayerStateBadge } from './player-state-badge';
import type { PlayerLimit, PlayerOverview } from './player-types';
import styles from '../office.module.css';
import playerStyles from './players.module.css';

/**
 * The player's own protection as their Responsible gaming page reads it: limits with what each
 * period used, the reality check, a break or self-exclusion, net deposits. Read only: staff
 * never raise a limit nor end a break early.
 */
export function PlayerLimitsPanel({ protection }: { protection: PlayerOverview['protection'] }) {
  const t = useTranslations('office.players.limits');
  const format = useOfficeFormat();
  const money = (value: number) => (
    <span className={styles.amount}>{format.money(value, protection.currency)}</span>
  );
  /** A limit's figure: minutes for the session limit, money for the others. */
  const figure = (row: PlayerLimit, value: number | null) =>
    value === null
      ? '—'
      : row.kind === 'session'
        ? t('minutes', { minutes: value })
        : format.money(value, protection.currency);
  const amount = (row: PlayerLimit, value: number | null) => (
    <span className={styles.amount}>{figure(row, value)}</span>
  );
  const columns: Column<PlayerLimit>[] = [
    {
      key: 'limit',
      header: t('columns.limit'),
      cell: (row) => (
        <>
          {t(`kinds.${row.kind}`)}
          <span className={styles.sub}>{t(`periods.${row.period}`)}</span>
        </>
      ),
    },
    { key: 'amount', header: t('columns.amount'), cell: (row) => amount(row, row.amount) },
    { key: 'used', header: t('columns.used'), cell: (row) => amount(row, row.used) },
    { key: 'remaining', header: t('columns.remaining'), cell: (row) => amount(row, row.remaining) },
    {
      key: 'pending',
      header: t('columns.pending'),
      cell: (row) =>
        row.pending
          ? t(row.pending.amount === null ? 'pendingRemoval' : 'pendingChange', {
              amount: figure(row, row.pending.amount),
              from: format.dateTime(row.pending.from),
            })
          : '—',
    },
  ];
  const exclusion = protection.self_exclusion;

  return (
    <>
      <p className="muted">{t('readOnly')}</p>
      <dl className={playerStyles.facts}>
        <div>
          <dt>{t('state')}</dt>
          <dd>
            <PlayerStateBadge state={protection.state} />
            {protection.state_until ? (
              <span className={styles.sub}>
                {t('until', { when: format.dateTime(protection.state_until) })}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('realityCheck')}</dt>
          <dd>
            {protection.reality_check.minutes
              ? t('everyMinutes', { minutes: protection.reality_check.minutes })
              : t('none')}
          </dd>
        </div>
        <div>
          <dt>{t('netDeposits')}</dt>
          <dd>
            {money(protection.net_deposits.lifetime)}
            <span className={styles.sub}>
              {t('last30', {
                amount: format.money(protection.net_deposits.last_30_days, protection.currency),
              })}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('review')}</dt>
          <dd>{protection.review_due ? t('reviewDue') : t('reviewNotDue')}</dd>
        </div>
        {exclusion ? (
          <div>
            <dt>{t('selfExclusion')}</dt>
            <dd>
              {exclusion.indefinite || !exclusion.ends_at
                ? t('exclusionIndefinite', { from: format.dateTime(exclusion.started_at) })
                : t('exclusionTerm', {
                    from: format.dateTime(exclusion.started_at),
                    to: format.dateTime(exclusion.ends_at),
                  })}
              <span className={styles.sub}>{t(`sources.${exclusion.source}`)}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      <ListTable
        caption={t('caption')}
        columns={columns}
        rows={protection.limits}
        rowKey={(row) => `${row.kind}:${row.period}`}
        empty={t('noLimits')}
      />
    </>
  );
}
