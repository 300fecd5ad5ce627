'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { createStaffAccount, officeApi } from '@/lib/api/office';
import { DEFAULT_STAFF_ROLES } from '@/lib/constants/staff';
import { formReader } from '@/lib/forms/form-reader';
import { FormAlert } from '../form-alert';
import { CopyButton } from '../sign-in/copy-button';
import { useOfficeError } from '../use-office-error';
import { useRoleName } from '../use-role-name';
import { newStaffPassword } from './new-password';
import styles from '../office.module.css';

const FIELDS = ['email', 'name', 'role', 'password'] as const;

type Created = { email: string; password: string };

/**
 * A new staff account: e-mail, name, role and a first password generated here, which the admin
 * hands over once (the API keeps only its hash); the member enrols TOTP at their first sign-in.
 */
export function CreateStaffForm({ onCreated }: { onCreated: () => void }) {
  const t = useTranslations('office.staff.create');
  const roleName = useRoleName();
  // The form renders only in the browser, once the shell knows the member: never in server HTML.
  const [password, setPassword] = useState(() => newStaffPassword());
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const { field, message } = useOfficeError(error, FIELDS);

  // A refused field takes the focus, so its message is read with it.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [error]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const read = formReader(target);
    const body = { email: read('email'), name: read('name'), role: read('role'), password };
    setPending(true);
    setError(null);
    try {
      const answer = await createStaffAccount(officeApi(), body);
      setCreated({ email: answer.data.email, password });
      target.reset();
      setPassword(newStaffPassword());
      onCreated();
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="create-staff">
      <h2 id="create-staff">{t('title')}</h2>
      {created ? (
        <div className={styles.created} role="status">
          <p>{t('created', { email: created.email })}</p>
          <p className={styles.row}>
            <span>{t('firstPassword')}</span>
            <code className={styles.password}>{created.password}</code>
            <CopyButton text={created.password} label={t('copyPassword')} />
          </p>
          <p className="muted">{t('createdHint')}</p>
        </div>
      ) : null}
      <form ref={form} className={styles.grid} onSubmit={submit} noValidate>
        <FormAlert message={message} />
        <Field
          label={t('email')}
          name="email"
          type="email"
          autoComplete="off"
          required
          error={field('email')}
        />
        <Field label={t('name')} name="name" autoComplete="off" required error={field('name')} />
        <RoleSelect label={t('role')} error={field('role')} roleName={roleName} />
        <div className={`field ${styles.wide}`}>
          <label htmlFor="staff-first-password">{t('password')}</label>
          <div className={styles.row}>
            <input
              id="staff-first-password"
              className={styles.secretText}
              readOnly
              value={password}
              aria-describedby="staff-first-password-hint"
              aria-invalid={field('password') ? true : undefined}
            />
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => setPassword(newStaffPassword())}
            >
              {t('another')}
            </button>
          </div>
          <p id="staff-first-password-hint" className="field-hint">
            {field('password') ?? t('passwordHint')}
          </p>
        </div>
        <button type="submit" className="btn btn-primary" disabled={pending || !password}>
          {pending ? t('creating') : t('submit')}
        </button>
      </form>
    </section>
  );
}

/** The roles a new database starts with (roles an admin adds arrive with the roles page). */
function RoleSelect({
  label,
  error,
  roleName,
}: {
  label: string;
  error: string | undefined;
  roleName: (role: string) => string;
}) {
  return (
    <div className="field">
      <label htmlFor="staff-role">{label}</label>
      <select
        id="staff-role"
        name="role"
        defaultValue="support"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'staff-role-error' : undefined}
      >
        {Object.keys(DEFAULT_STAFF_ROLES).map((role) => (
          <option key={role} value={role}>
            {roleName(role)}
          </option>
        ))}
      </select>
      {error ? (
        <p id="staff-role-error" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
