'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { CONFIRMATION_CODE_LENGTH } from '@/lib/constants/auth';

/** Confirms a phone number with the code sent by SMS. */
export function ConfirmByPhoneModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('ConfirmByPhoneModal');
  const form = useTranslations('Form');

  return (
    <Dialog title={t('title')} description={t('description')} onClose={onClose}>
      <form className="form" onSubmit={(event) => event.preventDefault()}>
        <Field
          label={form('code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`\\d{${CONFIRMATION_CODE_LENGTH}}`}
          maxLength={CONFIRMATION_CODE_LENGTH}
          required
        />
        <button type="submit" className="btn btn-primary btn-block">
          {t('submit')}
        </button>
        <button type="button" className="btn btn-ghost btn-block">
          {t('resend')}
        </button>
      </form>
    </Dialog>
  );
}
