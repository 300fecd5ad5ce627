'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { Currency } from '@/lib/constants/currencies';
import { SPORT_STAKE_PRESETS } from '@/lib/constants/sports';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { toMajor } from '@/lib/money/units';
import styles from './bet-slip.module.css';

type StakeInputProps = {
  value: string;
  onChange: (value: string) => void;
  currency: Currency;
  label: string;
  /** The limits of the last slip check, major units. */
  limits?: { min: number; max: number };
  errors: string[];
  /** Offered when the payout limit refused the stake: the largest stake it allows. */
  maxStake?: number | null;
};

/** A stake in the player's currency with the currency's presets, its limits and its errors. */
export function StakeInput({
  value,
  onChange,
  currency,
  label,
  limits,
  errors,
  maxStake,
}: StakeInputProps) {
  const t = useTranslations('BetSlip');
  const format = useNumberFormat();
  const id = useId();
  const money = (amount: number) => format.number(amount, { style: 'currency', currency });
  return (
    <div className={styles.stake}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={limits ? `${id}-limits` : undefined}
      />
      <div className={styles.presets} role="group" aria-label={t('presets')}>
        {SPORT_STAKE_PRESETS[currency].map((minor) => (
          <button
            key={minor}
            type="button"
            className="chip"
            onClick={() => onChange(String(toMajor(minor)))}
          >
            {money(toMajor(minor))}
          </button>
        ))}
      </div>
      {limits ? (
        <p id={`${id}-limits`} className={styles.limits}>
          {t('limits', { min: money(limits.min), max: money(limits.max) })}
        </p>
      ) : null}
      {errors.map((text, i) => (
        <p key={i} className="field-error" role="alert">
          {text}
        </p>
      ))}
      {maxStake ? (
        <button type="button" className="btn btn-ghost" onClick={() => onChange(String(maxStake))}>
          {t('useMaxStake', { amount: money(maxStake) })}
        </button>
      ) : null}
    </div>
  );
}
