'use client';

import { useAtom, useAtomValue } from 'jotai';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { readCookie } from '@/lib/dom/cookies';
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
import { registrationProblems, type RegistrationProblems } from '@/lib/forms/registration-problems';
import { registerPromoAtom, vipWishAtom } from '@/lib/atoms/auth-flow';
import { PASSWORD_MIN_LENGTH } from '@/lib/constants/auth';
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
    const value = readCookie(name);
    if (value) fields[name] = value;
  }
  return fields;
}

/**
 * The checked field a changed control belongs to, or null. The phone's visible input and its
 * country select have no name (a hidden input carries the number).
 */
function fieldOf(target: EventTarget): keyof RegistrationProblems | null {
  const name = (target as HTMLInputElement).name;
  if (!name) return 'phone';
  return name === 'email' || name === 'password' || name === 'agree' ? name : null;
}

/** The control that takes the focus for a field's message. */
function controlOf(form: HTMLFormElement, field: keyof RegistrationProblems) {
  if (field === 'phone') return form.querySelector<HTMLInputElement>('input[type="tel"]');
  return form.elements.namedItem(field) as HTMLInputElement | null;
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
  const [problems, setProblems] = useState<RegistrationProblems>({});
  const [vip, setVip] = useAtom(vipWishAtom);
  const [currency, setCurrency] = useState<Currency>(locale === 'kz' ? 'KZT' : 'RUB');
  // The contact shown, the password and the promo code carry their refusals (an e-mail already
  // registered, say); the dialog's alert says the rest.
  const { run, pending, error } = useFormAction({
    failureEvent: 'registration_error',
    fields: [channel, 'password', 'promo'],
  });
  const fieldErrors = useFieldErrors(error);
  const { login } = useSession();
  const { mutate } = useUser();
  const captcha = useCaptcha();
  const currencyId = useId();
  const agreeErrorId = useId();
  const api = browserApi();
  const promoTyped = useAtomValue(registerPromoAtom);
  const promoPrefill = promoTyped ?? readCookie('promo');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const read = formReader(element);
    const contact = read(channel);
    const promo = read('promo').trim();
    const found = registrationProblems({
      channel,
      contact,
      password: read('password'),
      agreed: (element.elements.namedItem('agree') as HTMLInputElement | null)?.checked ?? false,
    });
    setProblems(found);
    const first = (['email', 'phone', 'password', 'agree'] as const).find((name) => found[name]);
    if (first) {
      // The first field to fix takes the focus, so a screen reader reads its message out.
      controlOf(element, first)?.focus();
      return;
    }
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

  /** Editing a field takes its message away until the next submit. */
  function forget(...fields: (keyof RegistrationProblems | null)[]) {
    setProblems((current) => {
      if (!fields.some((field) => field && current[field])) return current;
      const rest = { ...current };
      for (const field of fields) if (field) delete rest[field];
      return rest;
    });
  }

  /** The other contact's input replaces this one's, message and all. */
  function chooseChannel(next: ContactChannel) {
    setChannel(next);
    forget('email', 'phone');
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

  // Under each field: this form's own check first, else what the API refused.
  const emailError = problems.email
    ? form(`problems.email.${problems.email}`)
    : fieldErrors('email');
  const phoneError = problems.phone
    ? form(`problems.phone.${problems.phone}`)
    : fieldErrors('phone');
  const passwordError = problems.password
    ? form(`problems.password.${problems.password}`, { min: PASSWORD_MIN_LENGTH })
    : fieldErrors('password');

  return (
    <Dialog title={t('title')} onClose={onClose}>
      <form
        className="form"
        onSubmit={submit}
        onChange={(event) => forget(fieldOf(event.target))}
        noValidate
      >
        <ContactField
          label={t('channel')}
          channel={channel}
          onChannelChange={chooseChannel}
          error={channel === 'email' ? emailError : phoneError}
        />
        <PasswordField
          label={form('password')}
          isNew
          hint={form('passwordRule', { min: PASSWORD_MIN_LENGTH })}
          error={passwordError}
        />
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
          <input
            type="checkbox"
            name="agree"
            required
            aria-invalid={problems.agree ? true : undefined}
            aria-describedby={problems.agree ? agreeErrorId : undefined}
          />
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
        {problems.agree ? (
          <p id={agreeErrorId} className="field-error">
            {form(`problems.agree.${problems.agree}`)}
          </p>
        ) : null}
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
