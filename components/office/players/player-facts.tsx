'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useOfficeFormat } from '../use-office-format';
import { PlayerStateBadge } from './player-state-badge';
import type { PlayerOverview } from './player-types';
import styles from '../office.module.css';
import playerStyles from './players.module.css';

/** Who the player is: contacts, names, the account's currency, language, region and state. */
export function PlayerFacts({ overview }: { overview: PlayerOverview }) {
  const t = useTranslations('office.players.facts');
  const format = useOfficeFormat();
  const { player } = overview;
  const contact = (value: string | null, verified: boolean) =>
    value ? (
      <>
        {value}
        <span className={styles.sub}>{verified ? t('confirmed') : t('unconfirmed')}</span>
      </>
    ) : null;
  const facts: [string, ReactNode][] = [
    ['email', contact(player.email, player.is_email_verified)],
    ['phone', contact(player.phone, player.is_phone_verified)],
    ['name', player.name],
    ['legalName', player.legal_name],
    ['birthDate', player.birth_date],
    ['currency', player.currency],
    ['locale', player.locale?.toUpperCase()],
    ['region', player.region],
    [
      'registered',
      <>
        {format.dateTime(player.created_at)}
        <span className={styles.sub}>
          {t.has(`methods.${player.register_method}` as 'methods.email')
            ? t(`methods.${player.register_method}` as 'methods.email')
            : player.register_method}
        </span>
      </>,
    ],
    [
      'state',
      <>
        <PlayerStateBadge state={player.state} />
        {player.state_reason ? (
          <span className={styles.sub}>
            {player.state_changed_at
              ? t('stateReasonAt', {
                  reason: player.state_reason,
                  when: format.dateTime(player.state_changed_at),
                })
              : player.state_reason}
          </span>
        ) : null}
      </>,
    ],
  ];
  return (
    <dl className={playerStyles.facts}>
      {facts.map(([key, value]) => (
        <div key={key}>
          <dt>{t(key as 'email')}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
