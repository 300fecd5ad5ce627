'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { ApiError } from '@/lib/api/errors';
import { officeApi, staffSecondFactor } from '@/lib/api/office';
import { formReader } from '@/lib/forms/form-reader';
import { FormAlert } from '../form-alert';
import { useOfficeError } from '../use-office-error';
import { Enrolment } from './enrolment';
import type { LoginAnswer } from './password-step';
import styles from '../office.module.css';

export type SessionAnswer = Awaited<ReturnType<typeof staffSecondFactor>>;

/**
 * The second factor for a challenge: a code from the authenticator app (after adding the new
 * secret, when enrolling) or, once enrolled, a recovery code. A challenge that ended (five minutes,
 * or refused) starts the sign-in again.
 */
export function SecondFactorStep({
  login,
  onDone,
  onRestart,
}: {
  login: LoginAnswer;
  onDone: (session: SessionAnswer) => void;
  onRestart: () => void;
}) {
  const t = useTranslations('office.signIn');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  // The API names the code field `code` whichever was sent.
  const { field, message } = useOfficeError(error, ['code']);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = formReader(event.currentTarget)(recovery ? 'recovery_code' : 'code').trim();
    setPending(true);
    setError(null);
    try {
      onDone(
        await staffSecondFactor(officeApi(), {
          challenge: login.challenge,
          ...(recovery ? { recovery_code: value } : { code: value.replace(/\s/g, '') }),
        }),
      );
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) onRestart();
      else {
        setError(caught);
        setPending(false);
      }
    }
  }

  const codeError = field('code');
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {login.enrolment ? (
        <>
          <h2>{t('enrol.title')}</h2>
          <p className="muted">{t('enrol.lead')}</p>
          <Enrolment secret={login.enrolment.secret} qr={login.enrolment.qr} />
        </>
      ) : (
        <>
          <h2>{t('totp.title')}</h2>
          <p className="muted">{recovery ? t('totp.recoveryLead') : t('totp.lead')}</p>
        </>
      )}
      <FormAlert message={message} />
      {recovery ? (
        <Field
          key="recovery"
          label={t('totp.recoveryCode')}
          name="recovery_code"
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          required
          autoFocus
          error={codeError}
        />
      ) : (
        <Field
          key="code"
          label={t('totp.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={7}
          required
          autoFocus={!login.enrolment}
          hint={t('totp.codeHint')}
          error={codeError}
        />
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending ? t('checking') : login.enrolment ? t('enrol.submit') : t('signIn')}
      </button>
      {login.enrolment ? null : (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setRecovery(!recovery);
            setError(null);
          }}
        >
          {recovery ? t('totp.useApp') : t('totp.useRecovery')}
        </button>
      )}
    </form>
  );
}
