'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NewPasswordForm, type ResetCredential } from '@/components/password/new-password-form';
import { ContactField, type ContactChannel } from '@/components/ui/contact-field';
import { browserApi } from '@/lib/api/browser';
import { forgotPassword } from '@/lib/api/password';
import { useCaptcha } from '@/lib/hooks/forms/use-captcha';
import { useFormSubmit } from '@/lib/hooks/forms/use-form-submit';
import { ResetCodeForm } from './reset-code-form';

type Step =
  | { name: 'contact' }
  | { name: 'code'; channel: ContactChannel; contact: string; refused?: unknown }
  | { name: 'password'; channel: ContactChannel; contact: string; credential: ResetCredential };

/**
 * Password recovery in three steps: the e-mail or phone the code goes to, the code, then the new
 * password, which signs the player in. A texted code is traded for a reset token before the
 * password (`phone/code/confirm`, then `phone/reset`); an e-mailed one is sent with the password
 * (`email/reset/code`), and a refusal of it comes back to the code step.
 */
export function PasswordResetForm() {
  const [step, setStep] = useState<Step>({ name: 'contact' });
  const [channel, setChannel] = useState<ContactChannel>('email');

  return (
    <div className="panel narrow">
      {step.name === 'contact' ? (
        <ContactStep
          channel={channel}
          onChannelChange={setChannel}
          onSent={(contact) => setStep({ name: 'code', channel, contact })}
        />
      ) : step.name === 'code' ? (
        <ResetCodeForm
          channel={step.channel}
          contact={step.contact}
          refused={step.refused}
          onConfirmed={(credential) =>
            setStep({ name: 'password', channel: step.channel, contact: step.contact, credential })
          }
          onBack={() => setStep({ name: 'contact' })}
        />
      ) : (
        <PasswordStep
          credential={step.credential}
          onCodeRefused={(refused) =>
            setStep({ name: 'code', channel: step.channel, contact: step.contact, refused })
          }
        />
      )}
    </div>
  );
}

function ContactStep({
  channel,
  onChannelChange,
  onSent,
}: {
  channel: ContactChannel;
  onChannelChange: (channel: ContactChannel) => void;
  onSent: (contact: string) => void;
}) {
  const t = useTranslations('PasswordReset');
  const captcha = useCaptcha();
  const { onSubmit, pending, fieldMessage } = useFormSubmit(async (read) => {
    const contact = read(channel).trim();
    await forgotPassword(browserApi(), channel, contact, await captcha.getToken('forgot'));
    onSent(contact);
  });

  return (
    <form className="form" onSubmit={onSubmit}>
      <ContactField
        label={t('channel')}
        channel={channel}
        onChannelChange={onChannelChange}
        error={fieldMessage(channel)}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {t('submit')}
      </button>
    </form>
  );
}

function PasswordStep({
  credential,
  onCodeRefused,
}: {
  credential: ResetCredential;
  onCodeRefused: (error: unknown) => void;
}) {
  const t = useTranslations('PasswordReset');
  return (
    <>
      <p className="muted">{t('code' in credential ? 'passwordStepEmail' : 'passwordStep')}</p>
      <NewPasswordForm credential={credential} onCodeRefused={onCodeRefused} />
    </>
  );
}
