'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ContactField, type ContactChannel } from '@/components/ui/contact-field';
import { PasswordField } from '@/components/ui/password-field';
import { useModal } from '@/lib/hooks/use-modal';
import { Link } from '@/lib/i18n/navigation';

/** Log in with e-mail or phone and a password; links to code login, registration and recovery. */
export function LoginModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('LoginModal');
  const form = useTranslations('Form');
  const { open } = useModal();
  const [channel, setChannel] = useState<ContactChannel>('email');

  return (
    <Dialog title={t('title')} onClose={onClose}>
      <form className="form" onSubmit={(event) => event.preventDefault()}>
        <ContactField label={t('channel')} channel={channel} onChannelChange={setChannel} />
        <PasswordField label={form('password')} />
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
