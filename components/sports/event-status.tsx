'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import type { Translate } from '@/lib/api/error-lines';
import { timezoneAtom } from '@/lib/atoms/timezone';
import type { SportEventView } from '@/lib/schemas/sports';
import { shownScore } from '@/lib/sports/event-score';
import styles from './sports.module.css';
import { useDateFormat } from '@/lib/i18n/use-date-format';

/**
 * When the match starts, or, once it has begun, its score and clock (minute and period as the
 * feed gives them); a finished or interrupted match says so, and so does one postponed, delayed or
 * cancelled before kick-off, beside its start time and without a score (the feed's 0:0 is no
 * score of a match not played).
 */
export function EventStatus({
  event,
}: {
  event: Pick<SportEventView, 'live' | 'status' | 'score' | 'clock' | 'scheduled_at'>;
}) {
  const t = useTranslations('Betting');
  const periods = useTranslations('Betting.periods') as unknown as Translate;
  // Kazakh words on kz pages, the same text on the server and in any browser.
  const format = useDateFormat();
  const timeZone = useAtomValue(timezoneAtom) ?? undefined;
  const score = shownScore(event);
  if (event.live || score) {
    const period = event.clock?.period;
    return (
      <span className={styles.status} data-live={event.live || undefined}>
        {event.live ? <span className={styles.liveBadge}>{t('live')}</span> : null}
        <strong className={styles.score}>{score ? `${score.home}:${score.away}` : '0:0'}</strong>
        {event.clock ? (
          <span className={styles.clock}>
            {t('minute', { minute: event.clock.minute })}
            {period ? ` · ${periods.has(period) ? periods(period) : period}` : null}
          </span>
        ) : null}
        {!event.live && event.status !== 'not_started' ? (
          <span className={styles.clock}>{t(`statuses.${event.status}`)}</span>
        ) : null}
      </span>
    );
  }
  return (
    <span className={styles.status}>
      <time dateTime={event.scheduled_at}>
        {format.dateTime(new Date(event.scheduled_at), {
          day: 'numeric',
          month: 'short',
          hour: '2-digit',
          minute: '2-digit',
          timeZone,
        })}
      </time>
      {event.status !== 'not_started' ? (
        <span className={styles.clock}>{t(`statuses.${event.status}`)}</span>
      ) : null}
    </span>
  );
}
