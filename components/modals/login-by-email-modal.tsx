'use client';

import { useTranslations } from 'next-intl';
import { CodeField } from '@/components/ui/code-field';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { useModal } from '@/lib/hooks/use-modal';

/** Log in with a one-time code sent to the e-mail address. */
export function LoginByEmailModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('LoginByEmailModal');
  const form = useTranslations('Form');
  const { open } = useModal();

  return (
    <Dialog title={t('title')} description={t('description')} onClose={onClose}>
      <form className="form" onSubmit={(event) => event.preventDefault()}>
        <Field label={form('email')} name="email" type="email" autoComplete="email" required />
        <button type="submit" className="btn btn-primary btn-block">
          {t('sendCode')}
        </button>
        <CodeField />
      </form>
      <p className="form-footer">
        <button type="button" className="link-button" onClick={() => open('Login')}>
          {t('withPassword')}
        </button>
      </p>
    </Dialog>
  );
}
