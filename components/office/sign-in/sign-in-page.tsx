'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { OFFICE_HOME_PATH } from '@/lib/office/sections';
import { officeSession, useOfficeNotice, useOfficeToken } from '@/lib/office/session';
import { PasswordStep, type LoginAnswer } from './password-step';
import { RecoveryCodes } from './recovery-codes';
import { SecondFactorStep, type SessionAnswer } from './second-factor-step';
import styles from '../office.module.css';

type Step =
  | { kind: 'password' }
  | { kind: 'second-factor'; login: LoginAnswer }
  | { kind: 'codes'; session: SessionAnswer & { recovery_codes: string[] } };

/**
 * `/office/sign-in`: e-mail and password, then the second factor (enrolling one at the first
 * sign-in: a QR code or a key to type, then the ten recovery codes, shown once). The session's
 * token is kept for this tab only (lib/office/session.ts).
 */
export function SignInPage() {
  const t = useTranslations('office.signIn');
  const router = useRouter();
  const token = useOfficeToken();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  // Why the last session ended (the tab's sessionStorage, read after hydration), or a challenge
  // that ran out here.
  const ended = useOfficeNotice();
  const [restarted, setRestarted] = useState(false);
  const notice = restarted ? 'restart' : ended;

  // Already signed in (this tab): straight to the office.
  useEffect(() => {
    if (token && step.kind === 'password') router.replace(OFFICE_HOME_PATH);
  }, [token, step.kind, router]);

  function open(session: SessionAnswer) {
    officeSession.start(session.token);
    router.replace(OFFICE_HOME_PATH);
  }

  return (
    <main id="main" className={styles.signIn}>
      <div className={styles.signInCard}>
        <p className={styles.brand}>{t('brand')}</p>
        <h1 id="office-sign-in">{t('title')}</h1>
        {step.kind === 'password' ? (
          <PasswordStep
            notice={notice ? t(`notice.${notice}`) : null}
            onDone={(login) => setStep({ kind: 'second-factor', login })}
          />
        ) : step.kind === 'second-factor' ? (
          <SecondFactorStep
            login={step.login}
            onRestart={() => {
              setRestarted(true);
              setStep({ kind: 'password' });
            }}
            onDone={(session) =>
              session.recovery_codes
                ? setStep({
                    kind: 'codes',
                    session: { ...session, recovery_codes: session.recovery_codes },
                  })
                : open(session)
            }
          />
        ) : (
          <RecoveryCodes
            email={step.session.staff.email}
            codes={step.session.recovery_codes}
            onContinue={() => open(step.session)}
          />
        )}
      </div>
    </main>
  );
}
