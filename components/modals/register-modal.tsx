'use client';

import { getCookie } from 'cookies-next/client';
import { useAtom, useAtomValue } from 'jotai';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { CodeStep } from '@/components/auth/code-step';
import { SocialButtons } from '@/components/auth/social-buttons';
import { Dialog } from '@/components/ui/dialog';
import { ContactField, type ContactChannel } from '@/components/ui/contact-field';
import { Field } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import {
  fingerprintKey,
  register,
  resendContactCode,
  verifyContact,
  type RegistrationFields,
} from '@/lib/api/auth';
import { browserApi } from '@/lib/api/browser';
import { formReader } from '@/lib/forms/form-reader';
import { registerPromoAtom, vipWishAtom } from '@/lib/atoms/auth-flow';
import { REGISTRATION_ATTRIBUTION_COOKIES } from '@/lib/constants/cookies';
import { CURRENCIES, type Currency } from '@/lib/constants/currencies';
import { buildFpp } from '@/lib/fingerprint/build-fpp';
import { useCaptcha } from '@/lib/hooks/forms/use-captcha';
import { useFieldErrors } from '@/lib/hooks/forms/use-error-toast';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { useSession } from '@/lib/hooks/behaviour/use-session';
import { useUser } from '@/lib/hooks/data/use-user';
import { Link } from '@/lib/i18n/navigation';
import { guessTimezone } from '@/lib/session/apply-profile-preferences';

/** The campaign cookies a registration carries (spec §7), when set. */
function attributionCookies() {
  const fields: Partial<Record<(typeof REGISTRATION_ATTRIBUTION_COOKIES)[number], string>> = {};
  for (const name of REGISTRATION_ATTRIBUTION_COOKIES) {
    const value = getCookie(name);
    if (typeof value === 'string' && value) fields[name] = value;
  }
  return fields;
}

/**
 * Registration by e-mail or phone with currency, promo code and the VIP wish (spec §7), then
 * the code that confirms the contact (it can wait: "Later").
 */
export function RegisterModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('RegisterModal');
  const form = useTranslations('Form');
  const locale = useLocale();
  const { open } = useModal();
  const [channel, setChannel] = useState<ContactChannel>('email');
  const [registered, setRegistered] = useState<{ channel: ContactChannel; contact: string } | null>(
    null,
  );
  const [vip, setVip] = useAtom(vipWishAtom);
  const [currency, setCurrency] = useState<Currency>(locale === 'kz' ? 'KZT' : 'RUB');
  const { run, pending, error } = useFormAction('registration_error');
  const fieldErrors = useFieldErrors(error);
  const { login } = useSession();
  const { mutate } = useUser();
  const captcha = useCaptcha();
  const currencyId = useId();
  const api = browserApi();
  const promoCookie = getCookie('promo');
  const promoTyped = useAtomValue(registerPromoAtom);
  const promoPrefill = promoTyped ?? (typeof promoCookie === 'string' ? promoCookie : undefined);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = formReader(event.currentTarget);
    const contact = read(channel);
    const promo = read('promo').trim();
    await run(async () => {
      const [fpp, captchaToken] = await Promise.all([
        buildFpp({
          fetchPublicKey: () => fingerprintKey(api),
        }),
        captcha.getToken('register'),
      ]);
      const fields: RegistrationFields = {
        password: read('password'),
        currency,
        vip,
        locale,
        timezone: guessTimezone(),
        ...attributionCookies(),
        ...(promo && { promo }),
        ...(fpp && { fpp }),
        ...(captchaToken && { captcha: captchaToken }),
      };
      const answer = await register(api, channel, contact, fields);
      await login(answer.token);
      setRegistered({ channel, contact });
    });
  }

  async function confirm(code: string) {
    if (!registered) return;
    await verifyContact(api, registered.channel, code);
    await mutate();
    toast.success(t('confirmed'));
    onClose();
  }

  if (registered) {
    return (
      <Dialog
        title={t('confirmTitle')}
        description={t(`confirm.${registered.channel}`)}
        onClose={onClose}
      >
        <CodeStep
          note={form('codeSentTo', { contact: registered.contact })}
          submitLabel={t('confirmSubmit')}
          onSubmit={confirm}
          onResend={() => resendContactCode(api, registered.channel)}
        />
        <button type="button" className="btn btn-ghost btn-block" onClick={onClose}>
          {t('later')}
        </button>
      </Dialog>
    );
  }

  return (
    <Dialog title={t('title')} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <ContactField label={t('channel')} channel={channel} onChannelChange={setChannel} />
        <PasswordField label={form('password')} isNew />
        <div className="field">
          <label htmlFor={currencyId}>{form('currency')}</label>
          <select
            id={currencyId}
            name="currency"
            value={currency}
            onChange={(event) => setCurrency(event.target.value as Currency)}
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={form('promo')}
          name="promo"
          autoComplete="off"
          defaultValue={promoPrefill}
          error={fieldErrors('promo')}
        />
        <label className="checkbox">
          <input
            type="checkbox"
            name="vip"
            checked={vip}
            onChange={(event) => setVip(event.target.checked)}
          />
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
        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {t('submit')}
        </button>
      </form>
      <SocialButtons currency={currency} onDone={onClose} />
      <p className="form-footer">
        {t('haveAccount')}{' '}
        <button type="button" className="link-button" onClick={() => open('Login')}>
          {t('login')}
        </button>
      </p>
    </Dialog>
  );
}
