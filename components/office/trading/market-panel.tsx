'use client';

import { useTranslations } from 'next-intl';
import { useMarketNames } from '@/components/sports/use-market-names';
import type { TradingEventMarkets, TradingMarket } from '@/lib/schemas/sports-trading';
import { ListTable, type Column } from '../list-table';
import { useOfficeFormat } from '../use-office-format';
import type { MarketActionKind } from './market-action-dialog';
import styles from './trading.module.css';
import officeStyles from '../office.module.css';

type Outcome = TradingMarket['outcomes'][number];
type Exposure = Outcome['exposure'][number];

/** The actions a market takes in its state: a closed one (cancelled) takes none. */
export function actionsOf(market: TradingMarket): MarketActionKind[] {
  if (market.feed_status === 'cancelled') return [];
  const hold: MarketActionKind = market.held_by_operator ? 'reopen' : 'suspend';
  if (market.feed_status === 'settled' || market.feed_status === 'deactivated') {
    return ['settle', 'void'];
  }
  return [hold, 'settle', 'void'];
}

const TONES: Partial<Record<TradingMarket['status'], string>> = {
  active: 'success',
  suspended: 'failure',
  settled: 'pending',
  cancelled: 'failure',
};

/**
 * One market of the event: its name and state (what players see, the operator's hold, the
 * producer's health, the settlement), its outcomes with odds, result and what rides on each per
 * currency, and the actions its state takes.
 */
export function MarketPanel({
  market,
  event,
  headingId,
  onAct,
}: {
  market: TradingMarket;
  event: TradingEventMarkets['event'];
  headingId: string;
  onAct: (market: TradingMarket, action: MarketActionKind) => void;
}) {
  const t = useTranslations('office.trading.market');
  const names = useMarketNames();
  const format = useOfficeFormat();
  const name = names.market(market, event);
  const money = (value: number, currency: string) => format.money(value, currency);

  const lines = (outcome: Outcome, value: (row: Exposure) => string | number) =>
    outcome.exposure.length === 0 ? (
      <span className="muted">—</span>
    ) : (
      <span className={styles.lines}>
        {outcome.exposure.map((row) => (
          <span key={row.currency} className={officeStyles.amount}>
            {value(row)}
          </span>
        ))}
      </span>
    );
  const csvLines = (outcome: Outcome, value: (row: Exposure) => string | number) =>
    outcome.exposure.map(value).join('; ');
  const ticketsText = (row: Exposure) => `${row.currency} ${row.tickets}`;
  const stakeText = (row: Exposure) => money(row.stake, row.currency);
  const liabilityText = (row: Exposure) => money(row.liability, row.currency);

  const columns: Column<Outcome>[] = [
    {
      key: 'outcome',
      header: t('columns.outcome'),
      required: true,
      cell: (outcome) => names.outcome(market, outcome.id, event),
    },
    {
      key: 'odds',
      header: t('columns.odds'),
      cell: (outcome) =>
        outcome.odds === null ? (
          <span className="muted">—</span>
        ) : (
          <span className={officeStyles.amount} data-inactive={!outcome.active || undefined}>
            {outcome.odds}
            {outcome.active ? null : ` · ${t('inactive')}`}
          </span>
        ),
      csv: (outcome) => outcome.odds ?? '',
    },
    {
      key: 'result',
      header: t('columns.result'),
      cell: (outcome) => resultText(outcome),
    },
    {
      key: 'tickets',
      header: t('columns.tickets'),
      cell: (outcome) => lines(outcome, ticketsText),
      csv: (outcome) => csvLines(outcome, ticketsText),
    },
    {
      key: 'stake',
      header: t('columns.stake'),
      cell: (outcome) => lines(outcome, stakeText),
      csv: (outcome) => csvLines(outcome, stakeText),
    },
    {
      key: 'liability',
      header: t('columns.liability'),
      cell: (outcome) => lines(outcome, liabilityText),
      csv: (outcome) => csvLines(outcome, liabilityText),
    },
  ];

  function resultText(outcome: Outcome): string {
    if (outcome.result === null) return '—';
    const won = outcome.result === 1;
    if (outcome.void_factor === '1') return t('results.void');
    if (outcome.void_factor === '0.5') return t(won ? 'results.halfWon' : 'results.halfLost');
    // A factor of 1 is the feed's plain win: only a smaller one is a dead heat.
    if (won && outcome.dead_heat_factor && outcome.dead_heat_factor !== '1') {
      return t('results.deadHeat', { factor: outcome.dead_heat_factor });
    }
    return t(won ? 'results.won' : 'results.lost');
  }

  return (
    <section
      className={styles.market}
      aria-labelledby={headingId}
      data-held={market.held_by_operator}
    >
      <div className={styles.marketHead}>
        <h3 id={headingId}>{name}</h3>
        <span className={styles.badges}>
          <span className={officeStyles.badge} data-tone={TONES[market.status]}>
            {t(`status.${market.status}`)}
          </span>
          {market.held_by_operator ? (
            <span className={officeStyles.badge} data-tone="pending">
              {t('held')}
            </span>
          ) : null}
          {market.producer_up ? null : (
            <span className={officeStyles.badge} data-tone="failure">
              {t('producerDown')}
            </span>
          )}
          {market.settlement !== 'none' && market.settlement !== 'cancelled' ? (
            <span className={officeStyles.badge}>{t(`settlement.${market.settlement}`)}</span>
          ) : null}
        </span>
      </div>
      {market.held_by_operator && market.feed_status !== market.status ? (
        <p className={officeStyles.sub}>
          {t('feedSays', { status: t(`status.${market.feed_status}`) })}
        </p>
      ) : null}
      <ListTable
        caption={t('outcomesOf', { market: name })}
        columns={columns}
        rows={market.outcomes}
        rowKey={(outcome) => outcome.id}
        empty={t('noOutcomes')}
      />
      <div className={styles.marketActions}>
        {actionsOf(market).map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'void' ? `btn btn-ghost ${styles.voidButton}` : 'btn btn-ghost'}
            aria-label={t(`actionOf.${action}`, { market: name })}
            onClick={() => onAct(market, action)}
          >
            {t(`actions.${action}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
