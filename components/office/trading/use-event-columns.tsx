'use client';

import { useTranslations } from 'next-intl';
import { useMarketNames } from '@/components/sports/use-market-names';
import { Link } from '@/lib/i18n/navigation';
import type { TradingEvent } from '@/lib/schemas/sports-trading';
import type { Column } from '../list-table';
import { useOfficeFormat } from '../use-office-format';
import { tradingEventPath } from './trading-nav';
import styles from './trading.module.css';
import officeStyles from '../office.module.css';

/** How an event's names and state read on the desk, in the page's language. */
export function useEventText() {
  const t = useTranslations('office.trading');
  const names = useMarketNames();
  return {
    /** `Home — Away`. */
    match: (event: Pick<TradingEvent, 'home' | 'away'>) =>
      t('match', { home: names.name(event.home), away: names.name(event.away) }),
    /** Sport · category · tournament. */
    where: (event: TradingEvent) =>
      [event.sport.name, event.category.name, event.tournament.name].map(names.name).join(' · '),
    /** `Live · 2:1 · 67′`, `Not started`, `Ended · 2:1`. */
    state: (event: TradingEvent) =>
      [
        t(`eventStatus.${event.status}`),
        event.score ? t('score', event.score) : null,
        event.live && event.clock ? t('minute', { minute: event.clock.minute }) : null,
      ]
        .filter(Boolean)
        .join(' · '),
  };
}

/** One line per currency: `RUB 1,200.00`. */
function perCurrency(
  rows: TradingEvent['exposure'],
  value: (row: TradingEvent['exposure'][number]) => string,
) {
  if (rows.length === 0) return <span className="muted">—</span>;
  return (
    <span className={styles.lines}>
      {rows.map((row) => (
        <span key={row.currency} className={officeStyles.amount}>
          {value(row)}
        </span>
      ))}
    </span>
  );
}

/** The events list's columns: kick-off, the match, its state, markets, tickets and money. */
export function useEventColumns(): Column<TradingEvent>[] {
  const t = useTranslations('office.trading.events');
  const text = useEventText();
  const format = useOfficeFormat();
  const stake = (row: TradingEvent['exposure'][number]) => format.money(row.stake, row.currency);
  const liability = (row: TradingEvent['exposure'][number]) =>
    format.money(row.max_liability, row.currency);
  return [
    {
      key: 'start',
      header: t('columns.start'),
      cell: (event) => format.dateTime(event.scheduled_at),
    },
    {
      key: 'event',
      header: t('columns.event'),
      required: true,
      cell: (event) => (
        <>
          <Link href={tradingEventPath(event.id)}>{text.match(event)}</Link>
          <span className={officeStyles.sub}>{text.where(event)}</span>
        </>
      ),
      csv: (event) => `${text.match(event)} · ${text.where(event)}`,
    },
    {
      key: 'state',
      header: t('columns.state'),
      cell: (event) => (
        <span className={event.live ? styles.live : undefined}>{text.state(event)}</span>
      ),
      csv: (event) => text.state(event),
    },
    {
      key: 'markets',
      header: t('columns.markets'),
      cell: (event) => (
        <>
          {event.markets}
          {event.suspended > 0 ? (
            <span className={officeStyles.sub} data-tone="failure">
              {t('suspended', { count: event.suspended, held: event.held })}
            </span>
          ) : null}
        </>
      ),
      csv: (event) => `${event.markets} (${event.suspended}/${event.held})`,
    },
    {
      key: 'tickets',
      header: t('columns.tickets'),
      cell: (event) => event.tickets,
    },
    {
      key: 'stakes',
      header: t('columns.stakes'),
      cell: (event) => perCurrency(event.exposure, stake),
      csv: (event) => event.exposure.map(stake).join('; '),
    },
    {
      key: 'liability',
      header: t('columns.liability'),
      cell: (event) => perCurrency(event.exposure, liability),
      csv: (event) => event.exposure.map(liability).join('; '),
    },
  ];
}
