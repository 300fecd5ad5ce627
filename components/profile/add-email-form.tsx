'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { Field } from '@/components/ui/field';
import { sendLoginData } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { useFormSubmit } from '@/lib/hooks/forms/use-form-submit';
import { useProfileUser } from './profile-gate';

/**
 * For an account without an e-mail (made by phone or a social login): attaches one and sends the
 * login details there, so the player can always recover access.
 */
export function AddEmailForm() {
  const t = useTranslations('Profile.account');
  const form = useTranslations('Form');
  const { mutate } = useProfileUser();
  const { onSubmit, pending, fieldMessage } = useFormSubmit(async (read) => {
    const email = read('email').trim();
    await sendLoginData(browserApi(), email);
    toast.success(t('loginDataSent', { email }));
    await mutate();
  });

  return (
    <form className="form" onSubmit={onSubmit}>
      <p className="muted">{t('addEmailText')}</p>
      <Field
        label={form('email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        error={fieldMessage('email')}
      />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {t('sendLoginData')}
      </button>
    </form>
  );
}
