'use client';

import { useTranslations } from 'next-intl';
import { CodeStep } from '@/components/auth/code-step';
import type { ResetCredential } from '@/components/password/new-password-form';
import type { ContactChannel } from '@/components/ui/contact-field';
import { browserApi } from '@/lib/api/browser';
import { confirmResetCode, forgotPassword } from '@/lib/api/password';
import { useCaptcha } from '@/lib/hooks/forms/use-captcha';
import { useFieldErrors } from '@/lib/hooks/forms/use-error-toast';

/**
 * The second step of recovery: the code sent to the contact. A texted code is traded for a reset
 * token here; an e-mailed one goes on with the new password to `email/reset/code`, which checks it
 * and sets the password at once (`refused` brings back what that call said of the code). By e-mail
 * the message also carries a link to /reset-password/<token>, which skips the code.
 */
export function ResetCodeForm({
  channel,
  contact,
  refused,
  onConfirmed,
  onBack,
}: {
  channel: ContactChannel;
  contact: string;
  refused?: unknown;
  onConfirmed: (credential: ResetCredential) => void;
  onBack: () => void;
}) {
  const t = useTranslations('PasswordReset');
  const refusal = useFieldErrors(refused);
  const captcha = useCaptcha();
  return (
    <CodeStep
      note={
        channel === 'email'
          ? `${t('codeSentEmail', { contact })} ${t('linkSent')}`
          : t('codeSentPhone', { contact })
      }
      submitLabel={t('confirmCode')}
      error={refusal('code')}
      onSubmit={async (code) => {
        if (channel === 'email') return onConfirmed({ email: contact, code });
        const answer = await confirmResetCode(browserApi(), channel, contact, code);
        onConfirmed({ channel, token: answer.data.reset_token });
      }}
      onResend={async () =>
        forgotPassword(browserApi(), channel, contact, await captcha.getToken('forgot'))
      }
    >
      <button type="button" className="link-button" onClick={onBack}>
        {t('changeContact')}
      </button>
    </CodeStep>
  );
}
