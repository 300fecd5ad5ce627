'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { PHONE_COUNTRIES, type PhoneCountry } from '@/lib/constants/phone';

/** Country select and phone number input; the mask of the chosen country is the placeholder. */
export function PhoneField({ name = 'phone' }: { name?: string }) {
  const t = useTranslations('Form');
  const id = useId();
  const [country, setCountry] = useState<PhoneCountry>('ru');
  const selected = PHONE_COUNTRIES.find((entry) => entry.code === country) ?? PHONE_COUNTRIES[0];

  return (
    <div className="field">
      <label htmlFor={id}>{t('phone')}</label>
      <div className="field-row">
        <select
          aria-label={t('phoneCountry')}
          name={`${name}_country`}
          value={country}
          onChange={(event) => setCountry(event.target.value as PhoneCountry)}
        >
          {PHONE_COUNTRIES.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {t(`countries.${entry.code}`)} {entry.dialCode}
            </option>
          ))}
        </select>
        <input
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={selected.mask}
          required
        />
      </div>
    </div>
  );
}
