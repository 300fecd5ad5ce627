'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { CodeStep } from '@/components/auth/code-step';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { loginWithCode, resendLoginCode, sendLoginCode } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { formReader } from '@/lib/forms/form-reader';
import { useCaptcha } from '@/lib/hooks/forms/use-captcha';
import { useFieldErrors } from '@/lib/hooks/forms/use-error-toast';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { useSession } from '@/lib/hooks/behaviour/use-session';

/** The fields the address step shows refusals on. */
const EMAIL_FIELDS = ['email'];

/** Log in with a one-time code sent to the e-mail address: the address, then the code. */
export function LoginByEmailModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('LoginByEmailModal');
  const form = useTranslations('Form');
  const { open } = useModal();
  const [email, setEmail] = useState<string | null>(null);
  const { run, pending, error } = useFormAction({
    failureEvent: 'login_error',
    fields: EMAIL_FIELDS,
  });
  const fieldErrors = useFieldErrors(error);
  const { login } = useSession();
  const captcha = useCaptcha();

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = formReader(event.currentTarget)('email').trim();
    await run(async () => {
      await sendLoginCode(browserApi(), 'email', address, await captcha.getToken('login'));
      setEmail(address);
    });
  }

  async function confirm(code: string) {
    if (!email) return;
    const answer = await loginWithCode(browserApi(), 'email', email, code);
    await login(answer.token);
    onClose();
  }

  return (
    <Dialog title={t('title')} description={t('description')} onClose={onClose}>
      {email === null ? (
        <form className="form" onSubmit={send}>
          <Field
            label={form('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            error={fieldErrors('email')}
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
            {t('sendCode')}
          </button>
        </form>
      ) : (
        <CodeStep
          note={form('codeSentTo', { contact: email })}
          submitLabel={t('submit')}
          onSubmit={confirm}
          onResend={async () =>
            resendLoginCode(browserApi(), 'email', email, await captcha.getToken('login'))
          }
          failureEvent="login_error"
        />
      )}
      <p className="form-footer">
        <button type="button" className="link-button" onClick={() => open('Login')}>
          {t('withPassword')}
        </button>
      </p>
    </Dialog>
  );
}
