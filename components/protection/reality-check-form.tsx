'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { browserApi } from '@/lib/api/browser';
import { setRealityCheck } from '@/lib/api/protection';
import { REALITY_CHECK_MINUTES } from '@/lib/constants/protection';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { toast } from '@/lib/toast';
import { useLoadedProtection } from './protection-loaded';
import { useProtectionFormat } from './use-protection-format';
import styles from './protection.module.css';

/** How often a reality check interrupts play, or never; saved as soon as it changes. */
export function RealityCheckForm() {
  const t = useTranslations('Protection.reality');
  const { protection, update } = useLoadedProtection();
  const format = useProtectionFormat();
  const { run, pending } = useFormAction();
  const id = useId();
  const minutes = protection.reality_check.minutes;

  async function change(value: string) {
    const next = value ? Number(value) : null;
    const answer = await run(() => setRealityCheck(browserApi(), next));
    if (!answer) return;
    update(answer);
    toast.success(next ? t('saved', { minutes: next }) : t('savedOff'));
  }

  return (
    <div className={`field ${styles.narrowField}`}>
      <label htmlFor={id}>{t('label')}</label>
      <select
        id={id}
        value={minutes ?? ''}
        disabled={pending}
        aria-describedby={protection.reality_check.due_at ? `${id}-next` : undefined}
        onChange={(event) => void change(event.target.value)}
      >
        <option value="">{t('off')}</option>
        {REALITY_CHECK_MINUTES.map((value) => (
          <option key={value} value={value}>
            {t('every', { minutes: value })}
          </option>
        ))}
      </select>
      {protection.reality_check.due_at ? (
        <p id={`${id}-next`} className="field-hint">
          {t('next', { time: format.moment(protection.reality_check.due_at) })}
        </p>
      ) : null}
    </div>
  );
}
