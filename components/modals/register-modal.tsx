'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ContactField, type ContactChannel } from '@/components/ui/contact-field';
import { Field } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { CURRENCIES } from '@/lib/constants/currencies';
import { useModal } from '@/lib/hooks/use-modal';
import { Link } from '@/lib/i18n/navigation';

/** Registration by e-mail or phone, with currency, promo code and the VIP wish. */
export function RegisterModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('RegisterModal');
  const form = useTranslations('Form');
  const { open } = useModal();
  const [channel, setChannel] = useState<ContactChannel>('email');
  const currencyId = useId();

  return (
    <Dialog title={t('title')} onClose={onClose}>
      <form className="form" onSubmit={(event) => event.preventDefault()}>
        <ContactField label={t('channel')} channel={channel} onChannelChange={setChannel} />
        <PasswordField label={form('password')} isNew />
        <div className="field">
          <label htmlFor={currencyId}>{form('currency')}</label>
          <select id={currencyId} name="currency" defaultValue="RUB">
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </div>
        <Field label={form('promo')} name="promo" autoComplete="off" />
        <label className="checkbox">
          <input type="checkbox" name="vip" />
          {t('vip')}
        </label>
        <label className="checkbox">
          <input type="checkbox" name="agree" required />
          <span>
            {t.rich('agree', {
              terms: (chunks) => (
                <Link href="/policy/en/user-agreement" onClick={onClose}>
                  {chunks}
                </Link>
              ),
            })}
          </span>
        </label>
        <button type="submit" className="btn btn-primary btn-block">
          {t('submit')}
        </button>
      </form>
      <p className="form-footer">
        {t('haveAccount')}{' '}
        <button type="button" className="link-button" onClick={() => open('Login')}>
          {t('login')}
        </button>
      </p>
    </Dialog>
  );
}
