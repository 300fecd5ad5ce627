'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { ListTable, type Column } from '../list-table';
import { useOfficeMember } from '../member-context';
import { useOfficeFormat } from '../use-office-format';
import type { PlayerBalance, PlayerBonus, PlayerOverview } from './player-types';
import styles from '../office.module.css';
import riskStyles from '../risk/risk.module.css';
import playerStyles from './players.module.css';

/** The player's money per currency, running bonuses, VIP standing and open risk flags. */
export function PlayerOverviewPanel({ overview }: { overview: PlayerOverview }) {
  const t = useTranslations('office.players.overview');
  const format = useOfficeFormat();
  const member = useOfficeMember();
  const money = (amount: number, currency: string) => (
    <span className={styles.amount}>{format.money(amount, currency)}</span>
  );
  const balanceColumns: Column<PlayerBalance>[] = [
    { key: 'currency', header: t('balances.currency'), cell: (row) => row.currency },
    { key: 'real', header: t('balances.real'), cell: (row) => money(row.real, row.currency) },
    { key: 'holds', header: t('balances.holds'), cell: (row) => money(row.holds, row.currency) },
    { key: 'bonus', header: t('balances.bonus'), cell: (row) => money(row.bonus, row.currency) },
    { key: 'debt', header: t('balances.debt'), cell: (row) => money(row.debt, row.currency) },
  ];
  const bonusColumns: Column<PlayerBonus>[] = [
    { key: 'name', header: t('bonuses.name'), cell: (row) => row.name },
    {
      key: 'balance',
      header: t('bonuses.balance'),
      cell: (row) => (
        <>
          {money(row.balance, row.currency)}
          <span className={styles.sub}>
            {t('bonuses.granted', { amount: format.money(row.amount, row.currency) })}
          </span>
        </>
      ),
    },
    {
      key: 'wagering',
      header: t('bonuses.wagering'),
      cell: (row) =>
        t('bonuses.wagered', {
          wagered: format.money(row.wagered, row.currency),
          required: format.money(row.wagering_required, row.currency),
        }),
    },
    {
      key: 'expires',
      header: t('bonuses.expires'),
      cell: (row) => format.dateTime(row.expires_at),
    },
  ];
  const { vip, open_flags: flags } = overview;

  return (
    <>
      <h3>{t('balances.title')}</h3>
      <ListTable
        caption={t('balances.title')}
        columns={balanceColumns}
        rows={overview.balances}
        rowKey={(row) => row.currency}
        empty={t('balances.empty')}
      />
      <h3>{t('bonuses.title')}</h3>
      <ListTable
        caption={t('bonuses.title')}
        columns={bonusColumns}
        rows={overview.bonuses}
        rowKey={(row) => row.id}
        empty={t('bonuses.empty')}
      />
      <dl className={playerStyles.facts}>
        <div>
          <dt>{t('vip.label')}</dt>
          <dd>
            {t('vip.standing', { level: vip.level, tier: t(`vip.tiers.${vip.tier}`) })}
            <span className={styles.sub}>
              {vip.next_level_points === null
                ? t('vip.top', { points: vip.points })
                : t('vip.points', { points: vip.points, next: vip.next_level_points })}
            </span>
            {vip.premium ? <span className={styles.sub}>{t('vip.premium')}</span> : null}
          </dd>
        </div>
        <div>
          <dt>{t('flags.label')}</dt>
          <dd>
            {t('flags.open', { count: flags })}
            {flags > 0 && member.permissions.includes('players.risk') ? (
              <Link
                href={`/office/risk?user_id=${overview.player.id}`}
                className={`${styles.sub} ${riskStyles.start}`}
              >
                {t('flags.review')}
              </Link>
            ) : null}
          </dd>
        </div>
      </dl>
    </>
  );
}
