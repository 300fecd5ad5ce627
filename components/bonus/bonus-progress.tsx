'use client';

import { useTranslations } from 'next-intl';
import type { BonusGrant } from '@/lib/schemas/bonus';
import styles from './bonus.module.css';
import { useMoney } from './use-money';

/**
 * Wagering progress as a progress bar with its values for screen readers (`aria-valuenow` in
 * percent, `aria-valuetext` in money), and "wagered of required" beside it.
 */
export function BonusProgress({ grant }: { grant: BonusGrant }) {
  const t = useTranslations('BonusSystem.active');
  const money = useMoney();
  const percent = Math.round(Math.min(1, Math.max(0, grant.progress)) * 100);
  const wagered = money(grant.wagered, grant.currency);
  const required = money(grant.wagering_required, grant.currency);
  const text = t('progressValue', { wagered, required });
  return (
    <div className={styles.progress}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('progressLabel', { name: grant.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% — ${text}`}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.progressText}>
        <span>{text}</span>
        {grant.wagering_left > 0 ? (
          <span className="muted">
            {t('left', { amount: money(grant.wagering_left, grant.currency) })}
          </span>
        ) : null}
      </p>
    </div>
  );
}
