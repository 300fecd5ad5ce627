'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { PhoneField } from '@/components/ui/phone-field';
import { Segmented } from '@/components/ui/segmented';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/constants/auth';
import { CURRENCIES } from '@/lib/constants/currencies';
import { useModal } from '@/lib/hooks/use-modal';
import { Link } from '@/lib/i18n/navigation';

type Channel = 'email' | 'phone';

/** Registration by e-mail or phone, with currency, promo code and the VIP wish. */
export function RegisterModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('RegisterModal');
  const form = useTranslations('Form');
  const { open } = useModal();
  const [channel, setChannel] = useState<Channel>('email');
  const currencyId = useId();

  return (
    <Dialog title={t('title')} onClose={onClose}>
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
        <Field
          label={form('password')}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          required
        />
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
