'use client';

import { useTranslations } from 'next-intl';
import { useSportsFeedHealth } from '@/lib/hooks/data/use-sports-feed-health';
import type { FeedHealth } from '@/lib/schemas/sports-trading';
import { FormAlert } from '../form-alert';
import styles from './trading.module.css';
import officeStyles from '../office.module.css';

type Producer = FeedHealth['producers'][number];

/**
 * The feed's health above the events: each producer up or down (and recovering), its last alive,
 * its lag behind our clock and the messages of the last minute. Read again every few seconds.
 */
export function FeedStrip() {
  const t = useTranslations('office.trading.feed');
  const { health, error } = useSportsFeedHealth();
  return (
    <section className={styles.feed} aria-labelledby="trading-feed">
      <h2 id="trading-feed">{t('title')}</h2>
      {health ? (
        health.producers.length > 0 ? (
          <ul className={styles.producers}>
            {health.producers.map((producer) => (
              <ProducerCard key={producer.id} producer={producer} windowS={health.window_s} />
            ))}
          </ul>
        ) : (
          <p className="muted">{t('silent')}</p>
        )
      ) : error ? (
        <FormAlert message={t('loadError')} />
      ) : (
        <p role="status" className="muted">
          {t('loading')}
        </p>
      )}
    </section>
  );
}

function ProducerCard({ producer, windowS }: { producer: Producer; windowS: number }) {
  const t = useTranslations('office.trading.feed');
  const name = t.has(`producers.${producer.name}` as 'producers.live')
    ? t(`producers.${producer.name}` as 'producers.live')
    : producer.name;
  const state = producer.up ? 'up' : producer.recovering ? 'recovering' : 'down';
  const reason =
    producer.down_reason && t.has(`reasons.${producer.down_reason}` as 'reasons.not_subscribed')
      ? t(`reasons.${producer.down_reason}` as 'reasons.not_subscribed')
      : producer.down_reason;
  return (
    <li className={styles.producer} data-up={producer.up}>
      <div className={styles.producerHead}>
        <h3>{name}</h3>
        <span className={officeStyles.badge} data-tone={producer.up ? 'success' : 'failure'}>
          {t(`states.${state}`)}
        </span>
      </div>
      {!producer.up && reason ? <p className={officeStyles.sub}>{reason}</p> : null}
      <dl className={styles.figures}>
        <div>
          <dt>{t('lastAlive')}</dt>
          <dd>
            {producer.alive_age_s === null ? t('never') : t('ago', { count: producer.alive_age_s })}
          </dd>
        </div>
        <div>
          <dt>{t('lag')}</dt>
          <dd>{producer.lag_s === null ? '—' : t('seconds', { count: producer.lag_s })}</dd>
        </div>
        <div>
          <dt>{t('messages', { seconds: windowS })}</dt>
          <dd>
            {producer.messages_capped
              ? t('atLeast', { count: producer.messages })
              : producer.messages}
          </dd>
        </div>
      </dl>
    </li>
  );
}
