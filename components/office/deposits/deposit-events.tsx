'use client';

import { useTranslations } from 'next-intl';
import type { DepositEvent } from '@/lib/schemas/office-deposits';
import { useOfficeFormat } from '../use-office-format';
import { DepositStatusBadge } from './deposit-status-badge';
import styles from '../office.module.css';
import riskStyles from '../risk/risk.module.css';
import depositStyles from './deposits.module.css';

const TONES: Partial<Record<DepositEvent['status'], string>> = {
  paid: 'success',
  failed: 'failure',
  expired: 'failure',
};

/** A payload field's value as text: strings as they are, the rest as JSON. */
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The invoice's events in the order they happened: opened, each provider callback taken (its
 * signature check and the fields it sent; a replay says it changed nothing), the expiry.
 */
export function DepositEvents({ events }: { events: DepositEvent[] }) {
  const t = useTranslations('office.deposits.events');
  const format = useOfficeFormat();
  if (events.length === 0) return <p className="muted">{t('empty')}</p>;
  return (
    <ol className={riskStyles.timeline} aria-label={t('label')}>
      {events.map((event) => {
        const fields = Object.entries(event.payload);
        return (
          <li key={event.id} data-tone={event.changed ? TONES[event.status] : undefined}>
            <span className={depositStyles.eventHead}>
              <strong>{t(`kinds.${event.kind}`)}</strong>
              <DepositStatusBadge status={event.status} />
              {event.changed ? null : <span className={styles.badge}>{t('unchanged')}</span>}
              {event.signature_verified === null ? null : (
                <span
                  className={styles.badge}
                  data-tone={event.signature_verified ? 'success' : 'failure'}
                >
                  {event.signature_verified ? t('verified') : t('unverified')}
                </span>
              )}
            </span>
            <span className={styles.sub}>{format.dateTime(event.created_at)}</span>
            {fields.length > 0 ? (
              <dl className={depositStyles.payload} aria-label={t('payload')}>
                {fields.map(([name, value]) => (
                  <div key={name}>
                    <dt>{name}</dt>
                    <dd className={styles.mono}>{shown(value)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
