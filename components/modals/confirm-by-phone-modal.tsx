'use client';

import { useTranslations } from 'next-intl';
import { CodeField } from '@/components/ui/code-field';
import { Dialog } from '@/components/ui/dialog';

/** Confirms a phone number with the code sent by SMS. */
export function ConfirmByPhoneModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('ConfirmByPhoneModal');

  return (
    <Dialog title={t('title')} description={t('description')} onClose={onClose}>
      <form className="form" onSubmit={(event) => event.preventDefault()}>
        <CodeField required />
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
