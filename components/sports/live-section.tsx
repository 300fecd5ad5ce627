'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { SPORTS_LIVE_TOPIC } from '@/lib/constants/sports';
import type { SportEventView } from '@/lib/schemas/sports';
import { applyLiveFrame } from '@/lib/sports/line-feed';
import { useStream } from '@/lib/stream/use-stream';
import { EventRow } from './event-row';
import { usePublishMarkets } from './use-publish-markets';
import styles from './sports.module.css';

const NONE: string[] = [];

/**
 * The matches live now, kept current by the stream (`sports:live`: a snapshot, then scores,
 * clocks and main-market odds as they change); `sport` narrows them to one sport.
 */
export function LiveSection({
  initial,
  sport,
}: {
  initial: SportEventView[] | null;
  sport: string | null;
}) {
  const t = useTranslations('Betting');
  const [events, setEvents] = useState<SportEventView[]>(initial ?? []);
  const { state } = useStream(SPORTS_LIVE_TOPIC, (frame) =>
    setEvents((known) => applyLiveFrame(known, frame)),
  );
  const shown = useMemo(
    () => (sport ? events.filter((event) => event.sport === sport) : events),
    [events, sport],
  );
  const markets = useMemo(
    () => shown.flatMap((event) => (event.main_market ? [event.main_market] : [])),
    [shown],
  );
  usePublishMarkets(markets, NONE);

  return (
    <section aria-labelledby="betting-live" className={styles.section}>
      <h2 id="betting-live" className={styles.sectionTitle}>
        <span className={styles.liveDot} aria-hidden="true" />
        {t('liveHeading')}
        {state === 'connecting' || state === 'closed' ? (
          <span className={styles.lag}>{t('reconnecting')}</span>
        ) : null}
      </h2>
      {shown.length === 0 ? (
        <p className="muted">{t('noLive')}</p>
      ) : (
        <div className={styles.events}>
          {shown.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </div>
      )}
    </section>
  );
}
