'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { sportsEventTopic } from '@/lib/constants/sports';
import { STREAM_TOPIC_PATTERN } from '@/lib/constants/stream';
import { useSportsEvent } from '@/lib/hooks/data/use-sports-event';
import type { SportEventDetail, SportMarketView } from '@/lib/schemas/sports';
import { applyEventFrame } from '@/lib/sports/line-feed';
import { MARKET_GROUPS, marketType, type MarketGroup } from '@/lib/sports/market-types';
import { useStream } from '@/lib/stream/use-stream';
import { EventStatus } from './event-status';
import { OddsButton } from './odds-button';
import { TeamCrest } from './team-crest';
import { useMarketNames } from './use-market-names';
import { usePublishMarkets } from './use-publish-markets';
import styles from './sports.module.css';

/** Markets by group in the page's order; a type the registry does not know goes to `main`. */
function grouped(markets: readonly SportMarketView[]) {
  const groups = new Map<MarketGroup, SportMarketView[]>();
  for (const market of markets) {
    const group = marketType(market.type_id)?.group ?? 'main';
    groups.set(group, [...(groups.get(group) ?? []), market]);
  }
  return MARKET_GROUPS.flatMap((group) => {
    const list = groups.get(group);
    return list ? [{ group, markets: list }] : [];
  });
}

/** The outcome ids of a market in the registry's order (a correct score's as the API gives). */
function outcomeIds(market: SportMarketView) {
  const known = marketType(market.type_id)?.outcomes ?? [];
  return known.length > 0
    ? known.filter((id) => market.outcomes.some((outcome) => outcome.id === id))
    : market.outcomes.map((outcome) => outcome.id);
}

/**
 * An event's page (issue 18): the match with its live score and clock, every open market grouped
 * and collapsible (a suspended market greyed with its odds frozen), kept current by the stream
 * (`sports:event:<id>`), and the simulated match's commitment: its seed's hash, and the seed once
 * the match is over.
 */
export function EventMarkets({ id, initial }: { id: string; initial: SportEventDetail | null }) {
  const t = useTranslations('Betting');
  const names = useMarketNames();
  const { detail: fetched, error } = useSportsEvent(id, initial);
  const [streamed, setStreamed] = useState<SportEventDetail | null>(null);
  const [removed, setRemoved] = useState<string[]>([]);
  const topic = sportsEventTopic(id);
  useStream(STREAM_TOPIC_PATTERN.test(topic) ? topic : null, (frame) => {
    if (frame.type === 'removed') {
      const keys = (frame.data as { keys: string[] }).keys;
      setRemoved((known) => [...known, ...keys]);
    }
    setStreamed((known) => applyEventFrame(known ?? fetched ?? null, frame));
  });
  const detail = streamed ?? fetched;
  const markets = useMemo(() => detail?.markets ?? [], [detail]);
  usePublishMarkets(markets, removed);
  const groups = useMemo(() => grouped(markets), [markets]);

  if (!detail) {
    return error ? (
      <p role="alert" className="muted">
        {t('loadError')}
      </p>
    ) : (
      <p className="muted" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  const { event } = detail;
  const teams = names.teams(event);
  return (
    <>
      <header className={styles.match}>
        <p className={styles.competition}>
          {names.name(event.category.name)} · {names.name(event.tournament.name)}
        </p>
        <h1 className={styles.matchTitle}>
          <span className={styles.team}>
            <TeamCrest name={teams.home} size={40} />
            {teams.home}
          </span>
          <EventStatus event={event} />
          <span className={styles.team}>
            <TeamCrest name={teams.away} size={40} />
            {teams.away}
          </span>
        </h1>
      </header>

      {groups.length === 0 ? <p className="muted">{t('noMarkets')}</p> : null}
      {groups.map(({ group, markets: list }) => (
        <details key={group} open className={styles.group}>
          <summary>{names.group(group)}</summary>
          {list.map((market) => (
            <section
              key={market.key}
              className={styles.market}
              data-suspended={market.status === 'active' ? undefined : true}
              aria-label={names.market(market, event)}
            >
              {/* Under the match's h1: the group's summary above is no heading. */}
              <h2 className={styles.marketTitle}>
                {names.market(market, event)}
                {market.status === 'active' ? null : (
                  <span className={styles.suspendedTag}>{t('suspended')}</span>
                )}
              </h2>
              <div className={styles.outcomes}>
                {outcomeIds(market).map((outcome) => (
                  <OddsButton key={outcome} event={event} market={market} outcomeId={outcome} />
                ))}
              </div>
            </section>
          ))}
        </details>
      ))}

      {event.seed_hash ? (
        <section className={styles.fairness} aria-labelledby="match-fairness">
          <h2 id="match-fairness">{t('fairness.title')}</h2>
          <p className="muted">{t('fairness.text')}</p>
          <dl>
            <dt>{t('fairness.hash')}</dt>
            <dd>
              <code>{event.seed_hash}</code>
            </dd>
            <dt>{t('fairness.seed')}</dt>
            <dd>{event.seed ? <code>{event.seed}</code> : t('fairness.seedLater')}</dd>
          </dl>
        </section>
      ) : null}
    </>
  );
}
