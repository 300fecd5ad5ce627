'use client';

import { useTranslations } from 'next-intl';
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { PHONE_COUNTRIES, type PhoneCountry } from '@/lib/constants/phone';
import { editPhone } from '@/lib/phone/edit';
import {
  formatPhone,
  isCompletePhone,
  phoneDisplayMask,
  splitE164,
  toE164,
} from '@/lib/phone/mask';

export type PhoneFieldProps = {
  /** Name of the hidden input that submits the number in E.164 (`+79991234567`); `phone` by default. */
  name?: string;
  /** A saved number in E.164; its country wins over `defaultCountry`. */
  defaultValue?: string;
  /** The country selected at first; `ru` by default. */
  defaultCountry?: PhoneCountry;
  /** Called on every change with the E.164 number (empty while no digit is typed) and whether it is whole. */
  onChange?: (e164: string, complete: boolean) => void;
  /** A message shown under the field; marks the input invalid. */
  error?: string;
  autoFocus?: boolean;
  /** `true` by default. */
  required?: boolean;
};

type PhoneState = { country: PhoneCountry; digits: string };

function e164Of({ country, digits }: PhoneState): string {
  return digits ? toE164(digits, country) : '';
}

/**
 * Country select and masked phone input. The visible input has no name: a hidden input carries
 * the E.164 number, so a plain `FormData` form submits what the API takes.
 */
export function PhoneField({
  name = 'phone',
  defaultValue,
  defaultCountry = 'ru',
  onChange,
  error,
  autoFocus,
  required = true,
}: PhoneFieldProps) {
  const t = useTranslations('Form');
  const id = useId();
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useState<PhoneState>(
    () => (defaultValue && splitE164(defaultValue)) || { country: defaultCountry, digits: '' },
  );
  // A fresh object per edit, so the caret is placed even when the digits did not change.
  const [caret, setCaret] = useState<{ position: number } | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret && input && input.ownerDocument.activeElement === input) {
      input.setSelectionRange(caret.position, caret.position);
    }
  }, [caret]);

  function update(next: PhoneState) {
    setPhone(next);
    if (e164Of(next) !== e164Of(phone)) {
      onChange?.(e164Of(next), isCompletePhone(next.digits, next.country));
    }
  }

  function handleInput(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const edit = editPhone({
      previous: phone.digits,
      raw: input.value,
      caret: input.selectionStart ?? input.value.length,
      inputType: (event.nativeEvent as InputEvent).inputType,
      country: phone.country,
    });
    update({ country: phone.country, digits: edit.digits });
    setCaret({ position: edit.caret });
  }

  function handleCountry(event: ChangeEvent<HTMLSelectElement>) {
    const country = event.target.value as PhoneCountry;
    const { nationalDigits } =
      PHONE_COUNTRIES.find((entry) => entry.code === country) ?? PHONE_COUNTRIES[0];
    update({ country, digits: phone.digits.slice(0, nationalDigits) });
  }

  return (
    <div className="field">
      <label htmlFor={id}>{t('phone')}</label>
      <div className="field-row">
        <select aria-label={t('phoneCountry')} value={phone.country} onChange={handleCountry}>
          {PHONE_COUNTRIES.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {t(`countries.${entry.code}`)} {entry.dialCode}
            </option>
          ))}
        </select>
        <input
          ref={inputRef}
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={phoneDisplayMask(phone.country)}
          value={formatPhone(phone.digits, phone.country)}
          onChange={handleInput}
          required={required}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <input type="hidden" name={name} value={e164Of(phone)} />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
