'use client';

import { useTranslations } from 'next-intl';
import { useBonusGrants } from '@/lib/hooks/data/use-bonus-grants';
import { useDateFormat } from '@/lib/i18n/use-date-format';
import type { BonusGrant } from '@/lib/schemas/bonus';
import styles from './bonus.module.css';
import { useMoney } from './use-money';

function HistoryItem({ grant }: { grant: BonusGrant }) {
  const t = useTranslations('BonusSystem.history');
  const money = useMoney();
  const dates = useDateFormat();
  const date = (iso: string) => dates.dateTime(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className={styles.historyItem} data-status={grant.status}>
      <p>
        <strong>{grant.name}</strong>
      </p>
      <p>{t('amount', { amount: money(grant.amount, grant.currency) })}</p>
      <p className={styles.status}>{t(`status.${grant.status}`)}</p>
      <p className="muted">
        {grant.ended_at
          ? t('endedAt', { date: date(grant.ended_at) })
          : t('grantedAt', { date: date(grant.granted_at) })}
      </p>
      {grant.converted_amount > 0 ? (
        <p>{t('converted', { amount: money(grant.converted_amount, grant.currency) })}</p>
      ) : null}
      {grant.returned_amount > 0 ? (
        <p className="muted">
          {t('returned', { amount: money(grant.returned_amount, grant.currency) })}
        </p>
      ) : null}
    </li>
  );
}

/** The player's finished, expired, forfeited and cancelled bonuses, newest first as answered. */
export function BonusHistory() {
  const t = useTranslations('BonusSystem.history');
  const { grants } = useBonusGrants();
  if (!grants) return null;
  if (grants.history.length === 0) return <p className="muted">{t('historyEmpty')}</p>;
  return (
    <ul className={styles.history}>
      {grants.history.map((grant) => (
        <HistoryItem key={grant.id} grant={grant} />
      ))}
    </ul>
  );
}
