'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { CodeStep } from '@/components/auth/code-step';
import { Dialog } from '@/components/ui/dialog';
import { PhoneField } from '@/components/ui/phone-field';
import {
  loginWithCode,
  resendContactCode,
  resendLoginCode,
  sendLoginCode,
  verifyContact,
} from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { formReader } from '@/lib/forms/form-reader';
import { confirmByPhoneAtom } from '@/lib/atoms/auth-flow';
import { useCaptcha } from '@/lib/hooks/forms/use-captcha';
import { useFieldErrors } from '@/lib/hooks/forms/use-error-toast';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { useSession } from '@/lib/hooks/behaviour/use-session';
import { useUser } from '@/lib/hooks/data/use-user';

/** The fields the number step shows refusals on. */
const PHONE_FIELDS = ['phone'];

/**
 * A code sent by SMS: to log in with the phone (the number, then the code), or to confirm the
 * signed-in player's phone (the code was sent when the phone was registered).
 */
export function ConfirmByPhoneModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('ConfirmByPhoneModal');
  const { purpose, phone: knownPhone } = useAtomValue(confirmByPhoneAtom);
  const { user, mutate } = useUser();
  const [phone, setPhone] = useState<string | null>(
    purpose === 'verify' ? (knownPhone ?? user?.phone ?? '') : null,
  );
  const failureEvent = purpose === 'login' ? 'login_error' : undefined;
  const { run, pending, error } = useFormAction({ failureEvent, fields: PHONE_FIELDS });
  const fieldErrors = useFieldErrors(error);
  const form = useTranslations('Form');
  const { login } = useSession();
  const api = browserApi();
  const captcha = useCaptcha();

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const number = formReader(event.currentTarget)('phone');
    await run(async () => {
      await sendLoginCode(api, 'phone', number, await captcha.getToken('login'));
      setPhone(number);
    });
  }

  async function confirm(code: string) {
    if (purpose === 'verify') {
      await verifyContact(api, 'phone', code);
      await mutate();
      toast.success(t('confirmed'));
    } else {
      const answer = await loginWithCode(api, 'phone', phone ?? '', code);
      await login(answer.token);
    }
    onClose();
  }

  const resend = async () =>
    purpose === 'verify'
      ? resendContactCode(api, 'phone')
      : resendLoginCode(api, 'phone', phone ?? '', await captcha.getToken('login'));

  return (
    <Dialog
      title={t(purpose === 'verify' ? 'title' : 'loginTitle')}
      description={t(purpose === 'verify' ? 'description' : 'loginDescription')}
      onClose={onClose}
    >
      {phone === null ? (
        <form className="form" onSubmit={send}>
          <PhoneField defaultValue={knownPhone} autoFocus error={fieldErrors('phone')} />
          <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
            {t('sendCode')}
          </button>
        </form>
      ) : (
        <CodeStep
          note={phone ? form('codeSentTo', { contact: phone }) : t('description')}
          submitLabel={t('submit')}
          onSubmit={confirm}
          onResend={resend}
          failureEvent={failureEvent}
        />
      )}
    </Dialog>
  );
}
