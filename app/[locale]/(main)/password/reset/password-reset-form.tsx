'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { PhoneField } from '@/components/ui/phone-field';
import { Segmented } from '@/components/ui/segmented';

type Channel = 'email' | 'phone';

/** Asks for the e-mail address or phone number the recovery code goes to. */
export function PasswordResetForm() {
  const t = useTranslations('PasswordReset');
  const form = useTranslations('Form');
  const [channel, setChannel] = useState<Channel>('email');

  return (
    <div className="panel narrow">
      <Segmented
        label={t('channel')}
        value={channel}
        onChange={setChannel}
        options={[
          { value: 'email', label: form('email') },
          { value: 'phone', label: form('phone') },
        ]}
      />
      <form className="form" onSubmit={(event) => event.preventDefault()}>
        {channel === 'email' ? (
          <Field label={form('email')} name="email" type="email" autoComplete="email" required />
        ) : (
          <PhoneField />
        )}
        <button type="submit" className="btn btn-primary btn-block">
          {t('submit')}
        </button>
      </form>
    </div>
  );
}
