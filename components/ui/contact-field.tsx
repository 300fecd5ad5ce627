'use client';

import { useTranslations } from 'next-intl';
import { Field } from './field';
import { PhoneField } from './phone-field';
import { Segmented } from './segmented';

export type ContactChannel = 'email' | 'phone';

/** E-mail or phone tabs and the matching input: the contact a player logs in, signs up or recovers with. */
export function ContactField({
  label,
  channel,
  onChannelChange,
  error,
}: {
  /** Names the tabs for assistive technology, e.g. "Log in with". */
  label: string;
  channel: ContactChannel;
  onChannelChange: (channel: ContactChannel) => void;
  /** A message shown under the contact input. */
  error?: string;
}) {
  const t = useTranslations('Form');
  return (
    <>
      <Segmented
        label={label}
        value={channel}
        onChange={onChannelChange}
        options={[
          { value: 'email', label: t('email') },
          { value: 'phone', label: t('phone') },
        ]}
      />
      {channel === 'email' ? (
        <Field
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={error}
        />
      ) : (
        <PhoneField error={error} />
      )}
    </>
  );
}
