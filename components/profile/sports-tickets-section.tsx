'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { useMarketNames } from '@/components/sports/use-market-names';
import { Link } from '@/lib/i18n/navigation';
import { timezoneAtom } from '@/lib/atoms/timezone';
import { useSportsTickets } from '@/lib/hooks/data/use-sports-tickets';
import { useDateFormat } from '@/lib/i18n/use-date-format';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import type { TicketView } from '@/lib/schemas/sports';
import { HistoryLoading } from './history-loading';
import styles from './history.module.css';

const TONE = {
  pending: 'pending',
  open: 'pending',
  rejected: 'failure',
  settled: 'neutral',
  cashed_out: 'success',
} as const;

/** What the ticket returned, or its state while it has returned nothing yet. */
function tone(ticket: TicketView) {
  if (ticket.status === 'settled' && ticket.payout > 0) return 'success';
  return TONE[ticket.status];
}

/**
 * The player's sports tickets (ставки на спорт) beside the other bets: date, kind, the matches,
 * stake and what the ticket paid or its state; My bets shows each in full.
 */
export function SportsTicketsSection() {
  const t = useTranslations('Profile.sportsTickets');
  const bets = useTranslations('MyBets');
  const kinds = useTranslations('MyBets.kinds');
  const statuses = useTranslations('MyBets.statuses');
  const names = useMarketNames();
  const format = useDateFormat();
  const numbers = useNumberFormat();
  const timeZone = useAtomValue(timezoneAtom) ?? undefined;
  const { tickets, error, isLoading, hasMore, loadMore, mutate } = useSportsTickets('all');

  if (isLoading || (error && tickets.length === 0)) {
    return (
      <HistoryLoading
        failed={Boolean(error)}
        loading={t('loading')}
        loadError={t('loadError')}
        onRetry={() => void mutate()}
      />
    );
  }
  if (tickets.length === 0) return <EmptyState title={t('emptyTitle')} text={t('emptyText')} />;

  const money = (amount: number, currency: string) =>
    numbers.number(amount, { style: 'currency', currency });
  return (
    <div className={styles.history}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('columns.date')}</th>
            <th scope="col">{t('columns.bet')}</th>
            <th scope="col">{t('columns.stake')}</th>
            <th scope="col">{t('columns.result')}</th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket.id}>
              <td data-label={t('columns.date')}>
                <time dateTime={ticket.placed_at}>
                  {format.dateTime(new Date(ticket.placed_at), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone,
                  })}
                </time>
              </td>
              <td data-label={t('columns.bet')}>
                {ticket.kind === 'system'
                  ? bets('kindSystem', {
                      size: ticket.system_size ?? 0,
                      count: ticket.legs.length,
                      lines: ticket.lines,
                    })
                  : kinds(ticket.kind)}{' '}
                · {ticket.total_odds}
                <span className={styles.paid}>
                  {ticket.legs
                    .map((leg) => {
                      const teams = names.teams(leg.event);
                      return `${teams.home} — ${teams.away}`;
                    })
                    .join(', ')}
                </span>
              </td>
              <td data-label={t('columns.stake')}>
                <span className={styles.amount}>{money(ticket.stake, ticket.currency)}</span>
              </td>
              <td data-label={t('columns.result')}>
                <span className={styles.badge} data-tone={tone(ticket)}>
                  {ticket.status === 'settled'
                    ? money(ticket.payout, ticket.currency)
                    : ticket.status === 'cashed_out'
                      ? money(ticket.cashed_out, ticket.currency)
                      : statuses(ticket.status)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.pager}>
        {hasMore ? (
          <button type="button" className="btn btn-ghost" onClick={() => void loadMore()}>
            {t('more')}
          </button>
        ) : null}
        <Link href="/betting/my-bets">{t('allInMyBets')}</Link>
      </div>
    </div>
  );
}
