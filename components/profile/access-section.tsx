'use client';

import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { PasswordField } from '@/components/ui/password-field';
import { browserApi } from '@/lib/api/browser';
import { setPassword, updatePassword } from '@/lib/api/password';
import { useFormSubmit } from '@/lib/hooks/forms/use-form-submit';
import { useProfileUser } from './profile-gate';

/**
 * The access page: a player with a password changes it; one without (social or code sign-up)
 * sets a first one.
 */
export function AccessSection() {
  const { user } = useProfileUser();
  return (
    <div className="panel narrow">
      {user.is_password_exists ? <ChangePasswordForm /> : <SetPasswordForm />}
    </div>
  );
}

/**
 * Spec §5: a 422 on old_password, the new password or password_confirm each shows its own
 * message. The API names the new password `password` (spec §7); `new_password` is read too.
 */
function ChangePasswordForm() {
  const t = useTranslations('Profile.access');
  const { mutate } = useProfileUser();
  const { onSubmit, pending, fieldMessage } = useFormSubmit(async (read, element) => {
    await updatePassword(browserApi(), {
      old_password: read('old_password'),
      password: read('password'),
      password_confirm: read('password_confirm'),
    });
    toast.success(t('changed'));
    element.reset();
    await mutate();
  });

  return (
    <form className="form" onSubmit={onSubmit} aria-labelledby="access-change">
      <h3 id="access-change">{t('changeTitle')}</h3>
      <p className="muted">{t('changeText')}</p>
      <PasswordField
        label={t('oldPassword')}
        name="old_password"
        error={fieldMessage('old_password')}
      />
      <NewPasswordFields
        confirmName="password_confirm"
        passwordError={fieldMessage('password', 'new_password')}
        confirmError={fieldMessage('password_confirm')}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {t('submitChange')}
      </button>
    </form>
  );
}

/**
 * Spec §5: a 422 on password shows the server's first message for it; one on confirm_password
 * shows the confirmation's message.
 */
function SetPasswordForm() {
  const t = useTranslations('Profile.access');
  const { mutate } = useProfileUser();
  const { onSubmit, pending, fieldMessage } = useFormSubmit(async (read, element) => {
    await setPassword(browserApi(), {
      password: read('password'),
      confirm_password: read('confirm_password'),
    });
    toast.success(t('set'));
    element.reset();
    await mutate();
  });

  return (
    <form className="form" onSubmit={onSubmit} aria-labelledby="access-set">
      <h3 id="access-set">{t('setTitle')}</h3>
      <p className="muted">{t('setText')}</p>
      <NewPasswordFields
        confirmName="confirm_password"
        passwordError={fieldMessage('password')}
        confirmError={fieldMessage('confirm_password')}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {t('submitSet')}
      </button>
    </form>
  );
}
