'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { SportEventView } from '@/lib/schemas/sports';
import { marketType } from '@/lib/sports/market-types';
import { EventStatus } from './event-status';
import { OddsButton } from './odds-button';
import { TeamCrest } from './team-crest';
import { useMarketNames } from './use-market-names';
import styles from './sports.module.css';

/** The event page's path; the id (`sim:match:12`) is URL-encoded. */
export const eventPath = (id: string) => `/betting/event/${encodeURIComponent(id)}`;

/**
 * One match of a list: the teams with their crests (a link to the event's page), the kick-off or
 * the live score and clock, the main market's odds and how many more markets there are.
 */
export function EventRow({ event }: { event: SportEventView }) {
  const t = useTranslations('Betting');
  const names = useMarketNames();
  const teams = names.teams(event);
  const main = event.main_market;
  const outcomes = main
    ? (marketType(main.type_id)?.outcomes ?? main.outcomes.map((o) => o.id))
    : [];
  return (
    <article className={styles.event} aria-label={`${teams.home} — ${teams.away}`}>
      <Link href={eventPath(event.id)} className={styles.teams}>
        <span className={styles.team}>
          <TeamCrest name={teams.home} />
          {teams.home}
        </span>
        <span className={styles.team}>
          <TeamCrest name={teams.away} />
          {teams.away}
        </span>
      </Link>
      <EventStatus event={event} />
      <div className={styles.oddsRow} data-count={outcomes.length}>
        {main ? (
          outcomes.map((id) => (
            <OddsButton
              key={id}
              event={event}
              market={main}
              outcomeId={id}
              label={names.short(main, id, event)}
            />
          ))
        ) : (
          <span className="muted">{t('noMarket')}</span>
        )}
      </div>
      <Link href={eventPath(event.id)} className={styles.more}>
        {t('moreMarkets', { count: event.markets_count })}
      </Link>
    </article>
  );
}
