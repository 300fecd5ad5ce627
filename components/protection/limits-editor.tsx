'use client';

import { useTranslations } from 'next-intl';
import { LIMIT_PERIODS, MONEY_LIMIT_KINDS } from '@/lib/constants/protection';
import { LimitRow } from './limit-row';
import { useLoadedProtection } from './protection-loaded';
import { useProtectionFormat } from './use-protection-format';
import styles from './protection.module.css';

/** Deposit, loss and wager limits per 24 hours, 7 days and 30 days, and the session time limit. */
export function LimitsEditor() {
  const t = useTranslations('Protection.limits');
  const { protection } = useLoadedProtection();
  const format = useProtectionFormat();
  return (
    <div className={styles.groups}>
      {MONEY_LIMIT_KINDS.map((kind) => (
        <fieldset key={kind} className={styles.group}>
          <legend>{t(`kinds.${kind}.title`)}</legend>
          <p className="muted">{t(`kinds.${kind}.text`)}</p>
          {LIMIT_PERIODS.map((period) => (
            <LimitRow
              key={period}
              limitRef={{ kind, period }}
              label={t(`periods.${period}`)}
              group={t(`kinds.${kind}.title`)}
            />
          ))}
        </fieldset>
      ))}
      <fieldset className={styles.group}>
        <legend>{t('kinds.session.title')}</legend>
        <p className="muted">{t('kinds.session.text')}</p>
        <LimitRow
          limitRef={{ kind: 'session', period: 'session' }}
          label={t('periods.session')}
          group={t('kinds.session.title')}
        />
        {protection.session_ends_at ? (
          <p className="muted">
            {t('sessionEnds', { time: format.moment(protection.session_ends_at) })}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
