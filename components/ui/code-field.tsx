'use client';

import { useTranslations } from 'next-intl';
import { CONFIRMATION_CODE_LENGTH } from '@/lib/constants/auth';
import { Field } from './field';

/** The one-time code from an e-mail or SMS: six digits, filled in by the phone's autofill. */
export function CodeField({ required = false, error }: { required?: boolean; error?: string }) {
  const t = useTranslations('Form');
  return (
    <Field
      label={t('code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`\\d{${CONFIRMATION_CODE_LENGTH}}`}
      maxLength={CONFIRMATION_CODE_LENGTH}
      required={required}
      error={error}
    />
  );
}
