'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { officeApi } from '@/lib/api/office';
import { tradingEventsPage, type TradingEventFilters } from '@/lib/api/office-trading';
import { TRADING_EVENTS_MAX_PAGE } from '@/lib/constants/sports-trading';
import { useTradingEvents } from '@/lib/hooks/data/use-trading-events';
import { readEveryPage } from '@/lib/office/read-every-page';
import { CursorPager } from '../cursor-pager';
import { FormAlert } from '../form-alert';
import { ListTable } from '../list-table';
import { SectionGate } from '../section-gate';
import { useOfficeError } from '../use-office-error';
import { EventFilters, filtersFromSearch, searchOfFilters } from './event-filters';
import { FeedStrip } from './feed-strip';
import { TradingNav } from './trading-nav';
import { useEventColumns } from './use-event-columns';
import styles from '../office.module.css';

const FILTER_FIELDS = ['status', 'sport', 'q', 'before'];

/**
 * `/office/trading`: the feed's health, then the live or upcoming events by kick-off with their
 * markets and what rides on them, each opening its markets (`sports.trade`).
 */
export function TradingPage() {
  return (
    <SectionGate section="trading">
      <TradingDesk />
    </SectionGate>
  );
}

function TradingDesk() {
  const t = useTranslations('office.trading');
  // The office renders after hydration only, so the address can seed the filters directly; they
  // go back into it, so returning from an event finds the same list.
  const [filters, setFilters] = useState<TradingEventFilters>(() =>
    filtersFromSearch(window.location.search),
  );
  const [trail, setTrail] = useState<string[]>([]);
  const { page, error, mutate } = useTradingEvents(filters, trail.at(-1));
  const { field, message } = useOfficeError(error, FILTER_FIELDS);
  const columns = useEventColumns();

  function apply(next: TradingEventFilters) {
    setFilters(next);
    setTrail([]);
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${searchOfFilters(next)}${window.location.hash}`,
    );
  }

  const empty = filters.q
    ? t('events.noMatch', { q: filters.q })
    : t(`events.empty.${filters.status}`);
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <TradingNav />
      <FeedStrip />
      <section className={styles.page} aria-labelledby="trading-events">
        <h2 id="trading-events">{t(`events.title.${filters.status}`)}</h2>
        <EventFilters filters={filters} fieldError={field} onApply={apply} />
        {page ? <FormAlert message={message} /> : null}
        <ListTable
          caption={t(`events.title.${filters.status}`)}
          columns={columns}
          rows={page?.events}
          rowKey={(event) => event.id}
          error={error}
          onRetry={() => void mutate()}
          empty={empty}
          storageKey="trading-events"
          exportName={`sports-events-${filters.status}`}
          exportAll={() =>
            readEveryPage(async (before: string | undefined) => {
              const answer = await tradingEventsPage(
                officeApi(),
                filters,
                before,
                TRADING_EVENTS_MAX_PAGE,
              );
              return { rows: answer.events, next: answer.next };
            })
          }
        />
        <CursorPager
          label={t('events.pages')}
          order="earliest-first"
          trail={trail}
          next={page?.next}
          onChange={setTrail}
        />
      </section>
    </div>
  );
}
