'use client';

import { useTranslations } from 'next-intl';
import type { AccountState } from '@/lib/constants/account-states';
import styles from '../office.module.css';

const TONES: Record<AccountState, 'success' | 'failure' | 'pending'> = {
  active: 'success',
  blocked: 'failure',
  closed: 'failure',
  timed_out: 'pending',
  self_excluded: 'pending',
};

/** The account's state as a badge: active, blocked or closed by staff, or the player's own break. */
export function PlayerStateBadge({ state }: { state: AccountState }) {
  const t = useTranslations('office.risk.states');
  return (
    <span className={styles.badge} data-tone={TONES[state]}>
      {t(state)}
    </span>
  );
}
