'use client';

import { useTranslations } from 'next-intl';
import { PasswordField } from './password-field';

/**
 * A new password and its repetition. The confirmation's name differs by call (spec §7:
 * `password_confirm` for reset and change, `confirm_password` for setting one).
 */
export function NewPasswordFields({
  confirmName,
  passwordError,
  confirmError,
}: {
  confirmName: 'password_confirm' | 'confirm_password';
  passwordError?: string;
  confirmError?: string;
}) {
  const form = useTranslations('Form');
  return (
    <>
      <PasswordField label={form('newPassword')} isNew error={passwordError} />
      <PasswordField
        label={form('confirmPassword')}
        name={confirmName}
        isNew
        error={confirmError}
      />
    </>
  );
}
