'use client';

import { useTranslations } from 'next-intl';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { Field } from '@/components/ui/field';
import { quickAmounts } from '@/lib/payments/limits';
import styles from './payments.module.css';

type AmountFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  currency: string;
  error?: string;
};

/** The amount with its limits under it and a few round amounts to pick with one tap. */
export function AmountField({
  label,
  value,
  onChange,
  min,
  max,
  currency,
  error,
}: AmountFieldProps) {
  const t = useTranslations('PayInModal');
  const format = useNumberFormat();
  const money = (amount: number) => format.number(amount, { style: 'currency', currency });

  return (
    <div className={styles.amount}>
      <Field
        label={label}
        name="amount"
        type="number"
        inputMode="decimal"
        min={min}
        max={Number.isFinite(max) ? max : undefined}
        step="0.01"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        required
      />
      <p className="muted">{t('limits', { min: money(min), max: money(max) })}</p>
      <div className={styles.chips} role="group" aria-label={t('quickAmounts')}>
        {quickAmounts({ min, max }).map((amount) => (
          <button
            key={amount}
            type="button"
            className="chip"
            aria-pressed={Number(value) === amount}
            onClick={() => onChange(String(amount))}
          >
            {money(amount)}
          </button>
        ))}
      </div>
    </div>
  );
}
