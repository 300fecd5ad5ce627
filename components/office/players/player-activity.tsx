'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Segmented } from '@/components/ui/segmented';
import { OFFICE_EXPORT_PAGE_SIZE, officeApi } from '@/lib/api/office';
import { playerActivityPage, type PlayerActivityFilters } from '@/lib/api/office-players';
import type { Currency } from '@/lib/constants/currencies';
import type { PlayerActivityKind } from '@/lib/constants/office-players';
import { STATEMENT_ACCOUNTS, type StatementAccount } from '@/lib/constants/statement';
import { useOfficePlayerActivity } from '@/lib/hooks/data/use-office-player-activity';
import { readEveryPage } from '@/lib/office/read-every-page';
import type { StatementEntry } from '@/lib/schemas/billing';
import type { PlayerActivity, PlayerBet } from '@/lib/schemas/office-players';
import { CursorPager } from '../cursor-pager';
import { ListTable, type Column } from '../list-table';
import { useOfficeFormat } from '../use-office-format';
import styles from '../office.module.css';

/**
 * The player's activity: the statement of one account (every movement with the balance after
 * it, as the player reads it) or the bets of every product, newest first, by cursor.
 */
export function PlayerActivityPanel({
  userId,
  currencies,
}: {
  userId: number;
  /** The currencies the player holds accounts in, the profile's first. */
  currencies: readonly Currency[];
}) {
  const t = useTranslations('office.players.activity');
  const [filters, setFilters] = useState<PlayerActivityFilters>({
    kind: 'ledger',
    account: 'real',
    currency: currencies[0],
  });
  const [trail, setTrail] = useState<string[]>([]);
  const { activity, error, mutate } = useOfficePlayerActivity(userId, filters, trail.at(-1));
  const ledgerColumns = useLedgerColumns(filters.currency);
  const betColumns = useBetColumns();
  const format = useOfficeFormat();
  // The previous kind's page stays while the next one loads: never shown under the other's columns.
  const shown = activity?.kind === filters.kind ? activity : undefined;

  /** Every page of what is shown, for the CSV. */
  const everyPage = <T,>(rowsOf: (page: PlayerActivity) => readonly T[]) =>
    readEveryPage(async (before: string | undefined) => {
      const page = await playerActivityPage(
        officeApi(),
        userId,
        filters,
        before,
        OFFICE_EXPORT_PAGE_SIZE,
      );
      return { rows: rowsOf(page), next: page.next };
    });

  function change(next: Partial<PlayerActivityFilters>) {
    setFilters((current) => ({ ...current, ...next }));
    setTrail([]);
  }

  return (
    <>
      <Segmented<PlayerActivityKind>
        label={t('kind')}
        options={[
          { value: 'ledger', label: t('kinds.ledger') },
          { value: 'bets', label: t('kinds.bets') },
        ]}
        value={filters.kind}
        onChange={(kind) => change({ kind })}
      />
      {filters.kind === 'ledger' ? (
        <div className={styles.filters}>
          <div className="field">
            <label htmlFor="player-activity-account">{t('account')}</label>
            <select
              id="player-activity-account"
              value={filters.account}
              onChange={(event) => change({ account: event.target.value as StatementAccount })}
            >
              {STATEMENT_ACCOUNTS.map((account) => (
                <option key={account} value={account}>
                  {t(`accounts.${account}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="player-activity-currency">{t('currency')}</label>
            <select
              id="player-activity-currency"
              value={filters.currency}
              onChange={(event) => change({ currency: event.target.value as Currency })}
            >
              {currencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </div>
          {shown?.kind === 'ledger' ? (
            <p role="status" className={styles.amount}>
              {t('balance', { amount: format.money(shown.balance, shown.currency) })}
            </p>
          ) : null}
        </div>
      ) : null}
      {filters.kind === 'ledger' ? (
        <ListTable
          caption={t('ledgerCaption')}
          columns={ledgerColumns}
          rows={shown?.kind === 'ledger' ? shown.entries : undefined}
          rowKey={(row) => row.id}
          error={error}
          onRetry={() => void mutate()}
          empty={t('emptyLedger')}
          exportName={`player-${userId}-${filters.account}-${filters.currency ?? ''}`}
          exportAll={() => everyPage((page) => (page.kind === 'ledger' ? page.entries : []))}
        />
      ) : (
        <ListTable
          caption={t('betsCaption')}
          columns={betColumns}
          rows={shown?.kind === 'bets' ? shown.bets : undefined}
          rowKey={(row) => `${row.product}:${row.id}`}
          error={error}
          onRetry={() => void mutate()}
          empty={t('emptyBets')}
          exportName={`player-${userId}-bets`}
          exportAll={() => everyPage((page) => (page.kind === 'bets' ? page.bets : []))}
        />
      )}
      <CursorPager
        label={t('pages')}
        order="newest-first"
        trail={trail}
        next={shown?.next}
        onChange={setTrail}
      />
    </>
  );
}

function useLedgerColumns(currency: Currency | undefined): Column<StatementEntry>[] {
  const t = useTranslations('office.players.activity');
  const format = useOfficeFormat();
  const text = (amount: number) => format.money(amount, currency ?? 'RUB');
  const money = (amount: number) => <span className={styles.amount}>{text(amount)}</span>;
  const where = (row: StatementEntry) =>
    [t(`products.${row.product}`), row.subject && `${row.subject.type} ${row.subject.id}`]
      .filter(Boolean)
      .join(' · ');
  return [
    { key: 'at', header: t('columns.at'), cell: (row) => format.dateTime(row.created_at) },
    {
      key: 'what',
      header: t('columns.what'),
      cell: (row) => (
        <>
          {t(`reasons.${row.reason}`)}
          <span className={styles.sub}>{where(row)}</span>
        </>
      ),
      csv: (row) => `${t(`reasons.${row.reason}`)} · ${where(row)}`,
    },
    {
      key: 'amount',
      header: t('columns.amount'),
      cell: (row) => money(row.amount),
      csv: (row) => text(row.amount),
    },
    {
      key: 'balance',
      header: t('columns.balanceAfter'),
      cell: (row) => money(row.balance),
      csv: (row) => text(row.balance),
    },
  ];
}

function useBetColumns(): Column<PlayerBet>[] {
  const t = useTranslations('office.players.activity');
  const format = useOfficeFormat();
  const status = (row: PlayerBet) =>
    t.has(`statuses.${row.status}` as 'statuses.open')
      ? t(`statuses.${row.status}` as 'statuses.open')
      : row.status;
  return [
    { key: 'at', header: t('columns.at'), cell: (row) => format.dateTime(row.created_at) },
    {
      key: 'game',
      header: t('columns.game'),
      cell: (row) => (
        <>
          {row.game}
          <span className={styles.sub}>{t(`products.${row.product}`)}</span>
        </>
      ),
      csv: (row) => `${row.game} · ${t(`products.${row.product}`)}`,
    },
    {
      key: 'stake',
      header: t('columns.stake'),
      cell: (row) => <span className={styles.amount}>{format.money(row.stake, row.currency)}</span>,
      csv: (row) => format.money(row.stake, row.currency),
    },
    {
      key: 'payout',
      header: t('columns.payout'),
      cell: (row) => (
        <span className={styles.amount}>{format.money(row.payout, row.currency)}</span>
      ),
      csv: (row) => format.money(row.payout, row.currency),
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => <span className={styles.badge}>{status(row)}</span>,
      csv: status,
    },
  ];
}
