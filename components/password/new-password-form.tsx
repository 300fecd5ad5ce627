'use client';

import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import type { Channel } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { resetPassword } from '@/lib/api/password';
import { useFormSubmit } from '@/lib/hooks/forms/use-form-submit';
import { useSession } from '@/lib/hooks/behaviour/use-session';
import { useRouter } from '@/lib/i18n/navigation';

/**
 * The last step of a password reset: the new password with a reset token (from the e-mailed link
 * or a confirmed code). The answer is a new session: the player is signed in and lands on the
 * profile.
 */
export function NewPasswordForm({ channel, token }: { channel: Channel; token: string }) {
  const t = useTranslations('ResetPassword');
  const { login } = useSession();
  const router = useRouter();
  const { onSubmit, pending, fieldMessage } = useFormSubmit(async (read) => {
    const answer = await resetPassword(browserApi(), channel, {
      token,
      password: read('password'),
      password_confirm: read('password_confirm'),
    });
    await login(answer.token);
    toast.success(t('done'));
    router.push('/profile');
  });

  return (
    <form className="form" onSubmit={onSubmit}>
      <NewPasswordFields
        confirmName="password_confirm"
        passwordError={fieldMessage('password')}
        confirmError={fieldMessage('password_confirm')}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {t('submit')}
      </button>
    </form>
  );
}
