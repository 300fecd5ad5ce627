'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CodeField } from '@/components/ui/code-field';
import { ResendButton } from '@/components/ui/resend-button';
import type { FailureEvent } from '@/lib/hooks/forms/use-form-action';
import { useFormSubmit } from '@/lib/hooks/forms/use-form-submit';

type CodeStepProps = {
  /** Where the code went, shown above the field. */
  note: ReactNode;
  submitLabel: string;
  /** Uses the code; a refusal of the code is shown under the field, other failures as the toast. */
  onSubmit: (code: string) => Promise<void>;
  /** Sends another code; the button waits out the cooldown first. */
  onResend: () => Promise<unknown>;
  /** More controls under the resend button, e.g. "use another contact". */
  children?: ReactNode;
  /** Reported to analytics when the code fails (a login by code). */
  failureEvent?: FailureEvent;
  /** A message for the code field from elsewhere (a later step that refused the code). */
  error?: string;
};

/** The fields this step shows refusals on. */
const CODE_FIELDS = ['code'];

/** The second step of every code flow: the six digits, submit, and resend after the cooldown. */
export function CodeStep({
  note,
  submitLabel,
  onSubmit,
  onResend,
  children,
  failureEvent,
  error,
}: CodeStepProps) {
  const t = useTranslations('Form');
  const {
    onSubmit: submit,
    pending,
    fieldMessage,
  } = useFormSubmit((read) => onSubmit(read('code').trim()), { failureEvent, fields: CODE_FIELDS });

  return (
    <form className="form" onSubmit={submit}>
      <p className="muted" aria-live="polite">
        {note}
      </p>
      <CodeField required error={fieldMessage('code') ?? error} />
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {submitLabel}
      </button>
      <ResendButton
        onResend={onResend}
        label={t('resend')}
        waitLabel={(seconds) => t('resendIn', { seconds })}
      />
      {children}
    </form>
  );
}
