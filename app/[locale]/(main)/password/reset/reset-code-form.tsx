'use client';

import { useTranslations } from 'next-intl';
import { CodeField } from '@/components/ui/code-field';
import type { ContactChannel } from '@/components/ui/contact-field';
import { ResendButton } from '@/components/ui/resend-button';
import { browserApi } from '@/lib/api/browser';
import { confirmResetCode, forgotPassword } from '@/lib/api/password';
import { useFormSubmit } from '@/lib/hooks/use-form-submit';

/**
 * The second step of recovery: the code sent to the contact, traded for a reset token. By e-mail
 * the message also carries a link to /reset-password/<token>, which skips the code.
 */
export function ResetCodeForm({
  channel,
  contact,
  onConfirmed,
  onBack,
}: {
  channel: ContactChannel;
  contact: string;
  onConfirmed: (token: string) => void;
  onBack: () => void;
}) {
  const t = useTranslations('PasswordReset');
  const form = useTranslations('Form');
  const { onSubmit, pending, fieldMessage } = useFormSubmit(async (read) => {
    const answer = await confirmResetCode(browserApi(), channel, contact, read('code').trim());
    onConfirmed(answer.data.reset_token);
  });

  return (
    <form className="form" onSubmit={onSubmit}>
      <p className="muted" aria-live="polite">
        {channel === 'email' ? t('codeSentEmail', { contact }) : t('codeSentPhone', { contact })}
        {channel === 'email' ? ` ${t('linkSent')}` : null}
      </p>
      <CodeField required error={fieldMessage('code')} />
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {t('confirmCode')}
      </button>
      <ResendButton
        onResend={() => forgotPassword(browserApi(), channel, contact)}
        label={form('resend')}
        waitLabel={(seconds) => form('resendIn', { seconds })}
      />
      <button type="button" className="link-button" onClick={onBack}>
        {t('changeContact')}
      </button>
    </form>
  );
}
