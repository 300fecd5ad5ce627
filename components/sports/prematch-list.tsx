'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { SportEventView } from '@/lib/schemas/sports';
import { useSportsEvents } from '@/lib/hooks/data/use-sports-events';
import { EventRow } from './event-row';
import { SportIcon } from './sport-icon';
import { useMarketNames } from './use-market-names';
import { usePublishMarkets } from './use-publish-markets';
import styles from './sports.module.css';

const NONE: string[] = [];

/** Events grouped by tournament, in the order the API gives them (kick-off first). */
function byTournament(events: readonly SportEventView[]) {
  const groups = new Map<string, SportEventView[]>();
  for (const event of events) {
    const group = groups.get(event.tournament.id) ?? [];
    group.push(event);
    groups.set(event.tournament.id, group);
  }
  return [...groups.values()];
}

/** The pre-match line of a sport (or all), league by league with each match's main market. */
export function PrematchList({
  initial,
  sport,
}: {
  initial: SportEventView[] | null;
  sport: string | null;
}) {
  const t = useTranslations('Betting');
  const names = useMarketNames();
  const { events, error, mutate } = useSportsEvents(
    { live: '0', ...(sport && { sport }) },
    initial,
  );
  const groups = useMemo(() => byTournament(events ?? []), [events]);
  const markets = useMemo(
    () => (events ?? []).flatMap((event) => (event.main_market ? [event.main_market] : [])),
    [events],
  );
  usePublishMarkets(markets, NONE);

  return (
    <section aria-labelledby="betting-prematch" className={styles.section}>
      <h2 id="betting-prematch" className={styles.sectionTitle}>
        {t('prematchHeading')}
      </h2>
      {!events && error ? (
        <div role="alert">
          <p className="muted">{t('loadError')}</p>
          <button type="button" className="btn btn-ghost" onClick={() => void mutate()}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      {events && events.length === 0 ? <p className="muted">{t('emptyText')}</p> : null}
      {!events && !error ? (
        <p className="muted" role="status" aria-busy="true">
          {t('loading')}
        </p>
      ) : null}
      {groups.map((group) => {
        const first = group[0]!;
        return (
          <section key={first.tournament.id} className={styles.league}>
            <h3 className={styles.leagueTitle}>
              <SportIcon sport={first.sport} size={16} />
              {names.name(first.category.name)} · {names.name(first.tournament.name)}
            </h3>
            <div className={styles.events}>
              {group.map((event) => (
                <EventRow key={event.id} event={event} />
              ))}
            </div>
          </section>
        );
      })}
    </section>
  );
}
