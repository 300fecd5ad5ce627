'use client';

import { useTranslations } from 'next-intl';
import { browserApi } from '@/lib/api/browser';
import { reviewLimits } from '@/lib/api/protection';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { toast } from '@/lib/toast';
import { useLoadedProtection } from './protection-loaded';
import styles from './protection.module.css';

/**
 * The 6-monthly review (UKGC): a player who has limits and has not looked at them for a while
 * is asked whether they still fit; Keep them records the review, a change below does too.
 */
export function LimitsReview() {
  const t = useTranslations('Protection.review');
  const { protection, update } = useLoadedProtection();
  const { run, pending } = useFormAction();
  if (!protection.review_due || protection.limits.length === 0) return null;

  async function keep() {
    const next = await run(() => reviewLimits(browserApi()));
    if (next) {
      update(next);
      toast.success(t('kept'));
    }
  }

  return (
    <div className={styles.notice} role="region" aria-label={t('label')}>
      <p>{t('text')}</p>
      <button type="button" className="btn btn-ghost" disabled={pending} onClick={keep}>
        {t('keep')}
      </button>
    </div>
  );
}
