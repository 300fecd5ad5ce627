'use client';

import { useTranslations } from 'next-intl';
import { PasswordField } from '@/components/ui/password-field';

/** Sets a new password with the reset token from the address. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('ResetPassword');
  const form = useTranslations('Form');

  return (
    <form className="form panel narrow" onSubmit={(event) => event.preventDefault()}>
      <input type="hidden" name="token" value={token} />
      <PasswordField label={form('newPassword')} isNew />
      <PasswordField label={form('confirmPassword')} name="password_confirm" isNew />
      <button type="submit" className="btn btn-primary btn-block">
        {t('submit')}
      </button>
    </form>
  );
}
