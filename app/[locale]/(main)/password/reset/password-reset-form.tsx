'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NewPasswordForm } from '@/components/password/new-password-form';
import { ContactField, type ContactChannel } from '@/components/ui/contact-field';
import { browserApi } from '@/lib/api/browser';
import { forgotPassword } from '@/lib/api/password';
import { useFormSubmit } from '@/lib/hooks/forms/use-form-submit';
import { ResetCodeForm } from './reset-code-form';

type Step =
  | { name: 'contact' }
  | { name: 'code'; channel: ContactChannel; contact: string }
  | { name: 'password'; channel: ContactChannel; token: string };

/**
 * Password recovery in three steps: the e-mail or phone the code goes to, the code (traded for
 * a reset token), then the new password, which signs the player in.
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
          onConfirmed={(token) => setStep({ name: 'password', channel: step.channel, token })}
          onBack={() => setStep({ name: 'contact' })}
        />
      ) : (
        <PasswordStep channel={step.channel} token={step.token} />
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
  const { onSubmit, pending, fieldMessage } = useFormSubmit(async (read) => {
    const contact = read(channel).trim();
    await forgotPassword(browserApi(), channel, contact);
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

function PasswordStep({ channel, token }: { channel: ContactChannel; token: string }) {
  const t = useTranslations('PasswordReset');
  return (
    <>
      <p className="muted">{t('passwordStep')}</p>
      <NewPasswordForm channel={channel} token={token} />
    </>
  );
}
