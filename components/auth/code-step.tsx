'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { CodeField } from '@/components/ui/code-field';
import { ResendButton } from '@/components/ui/resend-button';
import { formReader } from '@/lib/forms/form-reader';
import { useFieldErrors } from '@/lib/hooks/use-error-toast';

type CodeStepProps = {
  /** Where the code went, shown above the field. */
  sentTo?: string;
  submitLabel: string;
  onSubmit: (code: string) => void;
  onResend: () => Promise<unknown>;
  pending: boolean;
  /** The last failure, for the message under the field. */
  error: unknown;
};

/** The second step of every code flow: the six digits, submit, and resend after the cooldown. */
export function CodeStep({
  sentTo,
  submitLabel,
  onSubmit,
  onResend,
  pending,
  error,
}: CodeStepProps) {
  const t = useTranslations('Form');
  const fieldErrors = useFieldErrors(error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(formReader(event.currentTarget)('code').trim());
  }

  return (
    <form className="form" onSubmit={submit}>
      {sentTo ? <p className="muted">{t('codeSentTo', { contact: sentTo })}</p> : null}
      <CodeField required error={fieldErrors('code')} />
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {submitLabel}
      </button>
      <ResendButton
        onResend={onResend}
        label={t('resend')}
        waitLabel={(seconds) => t('resendIn', { seconds })}
      />
    </form>
  );
}
