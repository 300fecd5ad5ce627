'use client';

import { useTranslations } from 'next-intl';
import { useOfficeFormat } from '../../use-office-format';
import type { PlayerKyc } from './player-kyc-types';
import styles from '../../office.module.css';
import riskStyles from '../risk.module.css';

const ANSWER_TONE: Record<string, string> = { GREEN: 'success', RED: 'failure' };

/** The provider's webhooks about the player, newest first, each with what it did here. */
export function EventsTimeline({ events }: { events: PlayerKyc['events'] }) {
  const t = useTranslations('office.riskPlayer.events');
  const format = useOfficeFormat();
  if (events.length === 0) return <p className="muted">{t('empty')}</p>;
  const outcome = (value: string) =>
    t.has(`outcomes.${value}` as 'outcomes.applied')
      ? t(`outcomes.${value}` as 'outcomes.applied')
      : value;
  return (
    <ol className={riskStyles.timeline}>
      {events.map((event, index) => (
        <li
          key={`${event.created_at}-${event.type}-${index}`}
          data-tone={event.review_answer ? ANSWER_TONE[event.review_answer] : undefined}
        >
          <span>
            <code>{event.type}</code>
            {event.review_answer ? ` · ${t('answer', { answer: event.review_answer })}` : ''}
          </span>
          <span className={styles.sub}>
            {format.dateTime(event.created_at)} · {outcome(event.outcome)}
          </span>
        </li>
      ))}
    </ol>
  );
}
