'use client';

import { useTranslations } from 'next-intl';
import { CodeStep } from '@/components/auth/code-step';
import type { ContactChannel } from '@/components/ui/contact-field';
import { browserApi } from '@/lib/api/browser';
import { confirmResetCode, forgotPassword } from '@/lib/api/password';

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
  return (
    <CodeStep
      note={
        channel === 'email'
          ? `${t('codeSentEmail', { contact })} ${t('linkSent')}`
          : t('codeSentPhone', { contact })
      }
      submitLabel={t('confirmCode')}
      onSubmit={async (code) => {
        const answer = await confirmResetCode(browserApi(), channel, contact, code);
        onConfirmed(answer.data.reset_token);
      }}
      onResend={() => forgotPassword(browserApi(), channel, contact)}
    >
      <button type="button" className="link-button" onClick={onBack}>
        {t('changeContact')}
      </button>
    </CodeStep>
  );
}
