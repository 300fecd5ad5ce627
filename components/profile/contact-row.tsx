'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { CodeStep } from '@/components/auth/code-step';
import { resendContactCode, verifyContact, type Channel } from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { useErrorToast } from '@/lib/hooks/forms/use-error-toast';
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
  const { mutate } = useProfileUser();
  return (
    <CodeStep
      note={t('codeSent', { contact: value })}
      submitLabel={t('submitCode')}
      onSubmit={async (code) => {
        await verifyContact(browserApi(), channel, code);
        toast.success(t('contactVerified'));
        await mutate();
      }}
      onResend={() => resendContactCode(browserApi(), channel)}
    >
      <button type="button" className="link-button" onClick={onCancel}>
        {t('cancel')}
      </button>
    </CodeStep>
  );
}
