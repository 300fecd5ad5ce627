'use client';

import { useTranslations } from 'next-intl';
import type { WelcomePack } from '@/lib/schemas/bonus';
import styles from './bonus.module.css';
import { TermsList } from './terms-list';

type Step = WelcomePack['steps'][number];

/** One step of the welcome pack: which deposit takes it, its bonus, status and terms. */
export function WelcomeStepCard({ step, guest }: { step: Step; guest: boolean }) {
  const t = useTranslations('BonusSystem.welcome');
  const headingId = `welcome-step-${step.step}`;
  return (
    <li className={styles.step} data-status={guest ? 'locked' : step.status}>
      <div className={styles.offerHero}>
        <span className={styles.stepNumber} aria-hidden="true">
          {step.step}
        </span>
        <div>
          <p className={styles.kind}>
            {t('step', { step: step.step })} · {t('deposit', { nth: step.nth_deposit })}
          </p>
          <h3 id={headingId}>{step.name}</h3>
        </div>
      </div>
      {/* A guest's steps are all `locked`: saying so would only confuse. */}
      {guest ? null : <p className={styles.status}>{t(`status.${step.status}`)}</p>}
      <TermsList terms={step.terms} />
    </li>
  );
}
