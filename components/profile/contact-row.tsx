'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { CodeField } from '@/components/ui/code-field';
import { ResendButton } from '@/components/ui/resend-button';
import { resendContactCode, verifyContact, type Channel } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { useErrorToast } from '@/lib/hooks/use-error-toast';
import { useFormSubmit } from '@/lib/hooks/use-form-submit';
import { useProfileUser } from './profile-gate';
import styles from './profile.module.css';

/**
 * The player's e-mail or phone with its confirmed state. An unconfirmed one offers "Confirm":
 * a code goes to it and a form for that code opens under it.
 */
export function ContactRow({
  channel,
  value,
  verified,
}: {
  channel: Channel;
  value: string;
  verified: boolean;
}) {
  const t = useTranslations('Profile.account');
  const showError = useErrorToast();
  const [sending, setSending] = useState(false);
  const [codeSent, setCodeSent] = useState(false);

  async function sendCode() {
    setSending(true);
    try {
      await resendContactCode(browserApi(), channel);
      setCodeSent(true);
    } catch (error) {
      showError(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={styles.row}>
      <dt>{t(channel)}</dt>
      <dd>
        <span>{value}</span>
        <span className={verified ? styles.verified : styles.unverified}>
          {verified ? t('verified') : t('unverified')}
        </span>
        {!verified && !codeSent ? (
          <button type="button" className="btn btn-ghost" disabled={sending} onClick={sendCode}>
            {t('confirm')}
          </button>
        ) : null}
      </dd>
      {!verified && codeSent ? (
        <dd className={styles.inlineForm}>
          <VerifyCodeForm channel={channel} value={value} onCancel={() => setCodeSent(false)} />
        </dd>
      ) : null}
    </div>
  );
}

function VerifyCodeForm({
  channel,
  value,
  onCancel,
}: {
  channel: Channel;
  value: string;
  onCancel: () => void;
}) {
  const t = useTranslations('Profile.account');
  const form = useTranslations('Form');
  const { mutate } = useProfileUser();
  const { onSubmit, pending, fieldMessage } = useFormSubmit(async (read) => {
    await verifyContact(browserApi(), channel, read('code').trim());
    toast.success(t('contactVerified'));
    await mutate();
  });

  return (
    <form className="form" onSubmit={onSubmit}>
      <p className="muted" aria-live="polite">
        {t('codeSent', { contact: value })}
      </p>
      <CodeField required error={fieldMessage('code')} />
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {t('submitCode')}
      </button>
      <ResendButton
        onResend={() => resendContactCode(browserApi(), channel)}
        label={form('resend')}
        waitLabel={(seconds) => form('resendIn', { seconds })}
      />
      <button type="button" className="link-button" onClick={onCancel}>
        {t('cancel')}
      </button>
    </form>
  );
}
