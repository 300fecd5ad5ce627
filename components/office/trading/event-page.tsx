'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api/errors';
import { useTradingEvent } from '@/lib/hooks/data/use-trading-event';
import { Link } from '@/lib/i18n/navigation';
import type { TradingEventMarkets, TradingMarket } from '@/lib/schemas/sports-trading';
import { FormAlert } from '../form-alert';
import { SectionGate } from '../section-gate';
import { useOfficeFormat } from '../use-office-format';
import {
  MarketActionDialog,
  type MarketActionKind,
  type MarketActionOutcome,
} from './market-action-dialog';
import { MarketPanel } from './market-panel';
import { TRADING_PATH } from './trading-nav';
import { useEventText } from './use-event-columns';
import styles from './trading.module.css';
import officeStyles from '../office.module.css';

/** Which markets the page shows. */
const SHOWN = ['all', 'open', 'exposed', 'closed'] as const;
type Shown = (typeof SHOWN)[number];

const OPEN: ReadonlySet<TradingMarket['feed_status']> = new Set([
  'active',
  'suspended',
  'handed_over',
]);

const isShown = (market: TradingMarket, shown: Shown) => {
  if (shown === 'open') return OPEN.has(market.feed_status);
  if (shown === 'closed') return !OPEN.has(market.feed_status);
  if (shown === 'exposed') return market.outcomes.some((outcome) => outcome.exposure.length > 0);
  return true;
};

/**
 * `/office/trading/events/{id}`: one event's markets with their outcomes, odds and exposure per
 * currency, each suspended, reopened, settled or voided with a reason (`sports.trade`).
 */
export function TradingEventPage({ eventId }: { eventId: string }) {
  return (
    <SectionGate section="trading">
      <EventDesk eventId={eventId} />
    </SectionGate>
  );
}

type Acting = { market: TradingMarket; action: MarketActionKind };

function EventDesk({ eventId }: { eventId: string }) {
  const t = useTranslations('office.trading.event');
  const { detail, error, mutate } = useTradingEvent(eventId);
  const [shown, setShown] = useState<Shown>('all');
  const [acting, setActing] = useState<Acting | null>(null);
  const [outcome, setOutcome] = useState<MarketActionOutcome | null>(null);
  const status = useRef<HTMLDivElement>(null);

  // The outcome takes the focus: the button that opened the dialog may be gone (a reopened
  // market has no "Reopen"), and the outcome is what the member wants to read next.
  useEffect(() => {
    if (outcome) status.current?.focus();
  }, [outcome]);

  async function done(result: MarketActionOutcome) {
    setActing(null);
    setOutcome(result);
    await mutate();
  }

  const heading = (title: string) => (
    <header className={styles.header}>
      <Link href={TRADING_PATH} className={styles.back}>
        {t('back')}
      </Link>
      <h1>{title}</h1>
    </header>
  );

  if (!detail) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className={officeStyles.page}>
        {heading(t('title'))}
        {error ? (
          <div className={officeStyles.row}>
            <FormAlert message={missing ? t('notFound') : t('loadError')} />
            {missing ? null : (
              <button type="button" className="btn btn-ghost" onClick={() => void mutate()}>
                {t('retry')}
              </button>
            )}
          </div>
        ) : (
          <p role="status" className={officeStyles.loading}>
            {t('loading')}
          </p>
        )}
      </div>
    );
  }

  const markets = detail.markets.filter((market) => isShown(market, shown));
  return (
    <div className={officeStyles.page}>
      <EventHeader detail={detail} heading={heading} />
      <div ref={status} tabIndex={-1}>
        <ActionOutcome outcome={outcome} />
      </div>
      <section className={officeStyles.page} aria-labelledby="trading-markets">
        <h2 id="trading-markets">{t('markets', { count: detail.markets.length })}</h2>
        <div className={`segmented ${styles.status}`} role="group" aria-label={t('showLabel')}>
          {SHOWN.map((value) => (
            <button
              key={value}
              type="button"
              className={shown === value ? 'active' : undefined}
              aria-pressed={shown === value}
              onClick={() => setShown(value)}
            >
              {t(`show.${value}`)}
            </button>
          ))}
        </div>
        {markets.length === 0 ? (
          <p role="status" className={officeStyles.empty}>
            {t('noMarkets')}
          </p>
        ) : (
          <div className={styles.markets}>
            {markets.map((market, index) => (
              <MarketPanel
                key={market.key}
                market={market}
                event={detail.event}
                headingId={`trading-market-${index}`}
                onAct={(target, action) => {
                  setOutcome(null);
                  setActing({ market: target, action });
                }}
              />
            ))}
          </div>
        )}
      </section>
      {acting ? (
        <MarketActionDialog
          event={detail.event}
          market={acting.market}
          action={acting.action}
          onDone={done}
          onClose={() => setActing(null)}
        />
      ) : null}
    </div>
  );
}

/** The match, where and when it plays, its state, and what rides on it per currency. */
function EventHeader({
  detail,
  heading,
}: {
  detail: TradingEventMarkets;
  heading: (title: string) => ReactNode;
}) {
  const t = useTranslations('office.trading.event');
  const text = useEventText();
  const format = useOfficeFormat();
  const { event } = detail;
  const money = (rows: typeof event.exposure, value: (row: (typeof rows)[number]) => number) =>
    rows.length === 0 ? '—' : rows.map((row) => format.money(value(row), row.currency)).join(' · ');
  return (
    <>
      {heading(text.match(event))}
      <dl className={styles.facts}>
        <div>
          <dt>{t('facts.where')}</dt>
          <dd>{text.where(event)}</dd>
        </div>
        <div>
          <dt>{t('facts.start')}</dt>
          <dd>{format.dateTime(event.scheduled_at)}</dd>
        </div>
        <div>
          <dt>{t('facts.state')}</dt>
          <dd className={event.live ? styles.live : undefined}>{text.state(event)}</dd>
        </div>
        <div>
          <dt>{t('facts.markets')}</dt>
          <dd>
            {t('facts.marketsValue', {
              markets: event.markets,
              suspended: event.suspended,
              held: event.held,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('facts.tickets')}</dt>
          <dd>{event.tickets}</dd>
        </div>
        <div>
          <dt>{t('facts.stakes')}</dt>
          <dd className={officeStyles.amount}>{money(event.exposure, (row) => row.stake)}</dd>
        </div>
        <div>
          <dt>{t('facts.liability')}</dt>
          <dd className={officeStyles.amount}>
            {money(event.exposure, (row) => row.max_liability)}
          </dd>
        </div>
      </dl>
    </>
  );
}

/** What the last action did, said plainly: a held settlement says nothing was paid yet. */
function ActionOutcome({ outcome }: { outcome: MarketActionOutcome | null }) {
  const t = useTranslations('office.trading.outcome');
  if (!outcome) return null;
  if (outcome.kind === 'held') {
    return (
      <FormAlert
        tone="info"
        message={t('held', { market: outcome.market, approval: outcome.approval })}
      />
    );
  }
  return (
    <FormAlert
      tone="info"
      message={t(outcome.action, { market: outcome.market, count: outcome.tickets })}
    />
  );
}
