'use client';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/constants/auth';
import { Field } from './field';

/**
 * A password input. A new password must meet the length rule; an existing one is only capped,
 * so players whose password predates the rule can still log in.
 */
export function PasswordField({
  label,
  name = 'password',
  isNew = false,
  error,
  hint,
}: {
  label: string;
  name?: string;
  isNew?: boolean;
  error?: string;
  /** The rule shown under the input before anything is typed. */
  hint?: string;
}) {
  return (
    <Field
      label={label}
      name={name}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      minLength={isNew ? PASSWORD_MIN_LENGTH : undefined}
      maxLength={PASSWORD_MAX_LENGTH}
      required
      error={error}
      hint={hint}
    />
  );
}
