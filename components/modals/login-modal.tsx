'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { PhoneField } from '@/components/ui/phone-field';
import { Segmented } from '@/components/ui/segmented';
import { PASSWORD_MAX_LENGTH } from '@/lib/constants/auth';
import { useModal } from '@/lib/hooks/use-modal';
import { Link } from '@/lib/i18n/navigation';

type Channel = 'email' | 'phone';

/** Log in with e-mail or phone and a password; links to code login, registration and recovery. */
export function LoginModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('LoginModal');
  const form = useTranslations('Form');
  const { open } = useModal();
  const [channel, setChannel] = useState<Channel>('email');

  return (
    <Dialog title={t('title')} onClose={onClose}>
      <Segmented
        label={t('channel')}
        value={channel}
        onChange={setChannel}
        options={[
          { value: 'email', label: form('email') },
          { value: 'phone', label: form('phone') },
        ]}
      />
      <form className="form" onSubmit={(event) => event.preventDefault()}>
        {channel === 'email' ? (
          <Field label={form('email')} name="email" type="email" autoComplete="email" required />
        ) : (
          <PhoneField />
        )}
        <Field
          label={form('password')}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
        />
        <Link className="form-link" href="/password/reset" onClick={onClose}>
          {t('forgotPassword')}
        </Link>
        <button type="submit" className="btn btn-primary btn-block">
          {t('submit')}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-block"
          onClick={() => open(channel === 'email' ? 'LoginByEmail' : 'ConfirmByPhone')}
        >
          {t('withCode')}
        </button>
      </form>
      <p className="form-footer">
        {t('noAccount')}{' '}
        <button type="button" className="link-button" onClick={() => open('Register')}>
          {t('register')}
        </button>
      </p>
    </Dialog>
  );
}
