'use client';

import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/field';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/constants/auth';

/** Sets a new password with the reset token from the address. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('ResetPassword');
  const form = useTranslations('Form');

  return (
    <form className="form panel narrow" onSubmit={(event) => event.preventDefault()}>
      <input type="hidden" name="token" value={token} />
      <Field
        label={form('newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        required
      />
      <Field
        label={form('confirmPassword')}
        name="password_confirm"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        required
      />
      <button type="submit" className="btn btn-primary btn-block">
        {t('submit')}
      </button>
    </form>
  );
}
