'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ContactField, type ContactChannel } from '@/components/ui/contact-field';

/** Asks for the e-mail address or phone number the recovery code goes to. */
export function PasswordResetForm() {
  const t = useTranslations('PasswordReset');
  const [channel, setChannel] = useState<ContactChannel>('email');

  return (
    <div className="panel narrow">
      <form className="form" onSubmit={(event) => event.preventDefault()}>
        <ContactField label={t('channel')} channel={channel} onChannelChange={setChannel} />
        <button type="submit" className="btn btn-primary btn-block">
          {t('submit')}
        </button>
      </form>
    </div>
  );
}
