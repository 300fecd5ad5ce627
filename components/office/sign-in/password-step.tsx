'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { officeApi, staffLogin } from '@/lib/api/office';
import { PASSWORD_MAX_LENGTH } from '@/lib/constants/auth';
import { formReader } from '@/lib/forms/form-reader';
import { FormAlert } from '../form-alert';
import { useOfficeError } from '../use-office-error';
import styles from '../office.module.css';

export type LoginAnswer = Awaited<ReturnType<typeof staffLogin>>;

/** E-mail and password; answers which second factor comes next. */
export function PasswordStep({
  notice,
  onDone,
}: {
  /** Why the page was opened (a session that ended), said once above the form. */
  notice: string | null;
  onDone: (answer: LoginAnswer) => void;
}) {
  const t = useTranslations('office.signIn');
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const { field, message } = useOfficeError(error, ['email', 'password'], {
    401: t('wrongPassword'),
    403: t('addressRefused'),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = formReader(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      onDone(await staffLogin(officeApi(), { email: read('email'), password: read('password') }));
    } catch (caught) {
      setError(caught);
      setPending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="office-sign-in">
      <FormAlert message={error ? null : notice} tone="info" />
      <FormAlert message={message} />
      <Field
        label={t('email')}
        name="email"
        type="email"
        autoComplete="username"
        required
        error={field('email')}
      />
      <Field
        label={t('password')}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        error={field('password')}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {pending ? t('checking') : t('continue')}
      </button>
    </form>
  );
}
