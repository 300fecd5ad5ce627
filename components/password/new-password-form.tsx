'use client';

import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import type { Channel } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import { resetPassword, resetPasswordWithCode } from '@/lib/api/password';
import { useFormSubmit } from '@/lib/hooks/forms/use-form-submit';
import { useSession } from '@/lib/hooks/behaviour/use-session';
import { useRouter } from '@/lib/i18n/navigation';

/**
 * What the new password is set with: a reset token (from the e-mailed link, or a texted code the
 * phone route confirmed), or the e-mailed code itself with its e-mail.
 */
export type ResetCredential = { channel: Channel; token: string } | { email: string; code: string };

/**
 * The last step of a password reset: the new password with its credential. The answer is a new
 * session: the player is signed in and lands on the profile. A refused e-mailed code goes to
 * `onCodeRefused` too, so the code can be typed again where it was asked for.
 */
export function NewPasswordForm({
  credential,
  onCodeRefused,
}: {
  credential: ResetCredential;
  onCodeRefused?: (error: ApiError) => void;
}) {
  const t = useTranslations('ResetPassword');
  const { login } = useSession();
  const router = useRouter();
  const { onSubmit, pending, fieldMessage } = useFormSubmit(async (read) => {
    const fields = { password: read('password'), password_confirm: read('password_confirm') };
    const answer =
      'code' in credential
        ? await resetPasswordWithCode(browserApi(), { ...credential, ...fields }).catch(
            (error: unknown) => {
              if (error instanceof ApiError && error.errors?.code) onCodeRefused?.(error);
              throw error;
            },
          )
        : await resetPassword(browserApi(), credential.channel, {
            token: credential.token,
            ...fields,
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
