'use client';

import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import type { Progress } from '@/lib/kyc/view';
import styles from './kyc.module.css';

/**
 * Where the verification stands: details → documents → review → done (documents → review →
 * done for source of funds). Each step says in words whether it is done, current or to come,
 * so the colours are not the only sign; the current one is `aria-current="step"`.
 */
export function VerificationStepper({ progress }: { progress: Progress }) {
  const t = useTranslations('VerificationModal');
  return (
    <ol
      className={styles.stepper}
      aria-label={t('progress')}
      style={{ '--steps': progress.steps.length } as CSSProperties}
    >
      {progress.steps.map((step, index) => {
        const state =
          index < progress.current
            ? 'complete'
            : index === progress.current
              ? progress.failed
                ? 'failed'
                : 'current'
              : 'upcoming';
        const className = [
          styles.step,
          state === 'complete' ? styles.complete : '',
          state === 'current' ? styles.current : '',
          state === 'failed' ? styles.failed : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <li
            key={step}
            className={className}
            aria-current={index === progress.current ? 'step' : undefined}
          >
            <span>
              {t(`steps.${step}`)}
              <span className="visually-hidden">, {t(`stepState.${state}`)}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
