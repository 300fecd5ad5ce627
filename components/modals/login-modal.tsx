'use client';

import { useSetAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { SocialButtons } from '@/components/auth/social-buttons';
import { Dialog } from '@/components/ui/dialog';
import { ContactField, type ContactChannel } from '@/components/ui/contact-field';
import { PasswordField } from '@/components/ui/password-field';
import { loginWithPassword } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { formReader } from '@/lib/forms/form-reader';
import { confirmByPhoneAtom } from '@/lib/atoms/auth-flow';
import { useCaptcha } from '@/lib/hooks/forms/use-captcha';
import { useFieldErrors } from '@/lib/hooks/forms/use-error-toast';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { useSession } from '@/lib/hooks/behaviour/use-session';
import { Link } from '@/lib/i18n/navigation';

/**
 * Log in with e-mail or phone and a password; links to code login, registration and recovery.
 * A refusal is shown on its field (a wrong password on the password, issue 42), anything else
 * in the dialog's alert.
 */
export function LoginModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('LoginModal');
  const form = useTranslations('Form');
  const { open } = useModal();
  const setConfirmByPhone = useSetAtom(confirmByPhoneAtom);
  const [channel, setChannel] = useState<ContactChannel>('email');
  const { run, pending, error } = useFormAction({
    failureEvent: 'login_error',
    fields: [channel, 'password'],
  });
  const fieldErrors = useFieldErrors(error);
  const { login } = useSession();
  const captcha = useCaptcha();
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = formReader(event.currentTarget);
    const contact = read(channel);
    const password = read('password');
    await run(async () => {
      const answer = await loginWithPassword(
        browserApi(),
        channel,
        contact,
        password,
        await captcha.getToken('login'),
      );
      await login(answer.token);
      onClose();
    });
  }

  function withCode() {
    if (channel === 'email') return open('LoginByEmail');
    const phone = formRef.current ? formReader(formRef.current)('phone') : '';
    setConfirmByPhone({ purpose: 'login', phone: phone || undefined });
    open('ConfirmByPhone');
  }

  return (
    <Dialog title={t('title')} onClose={onClose}>
      <form className="form" onSubmit={submit} ref={formRef}>
        <ContactField
          label={t('channel')}
          channel={channel}
          onChannelChange={setChannel}
          error={fieldErrors(channel)}
        />
        <PasswordField label={form('password')} error={fieldErrors('password')} />
        <Link className="form-link" href="/password/reset" onClick={onClose}>
          {t('forgotPassword')}
        </Link>
        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {t('submit')}
        </button>
        <button type="button" className="btn btn-ghost btn-block" onClick={withCode}>
          {t('withCode')}
        </button>
      </form>
      <SocialButtons onDone={onClose} />
      <p className="form-footer">
        {t('noAccount')}{' '}
        <button type="button" className="link-button" onClick={() => open('Register')}>
          {t('register')}
        </button>
      </p>
    </Dialog>
  );
}
