'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import {
  DEPOSIT_DEFAULT_AMOUNT,
  DEPOSIT_DEFAULT_MAX,
  DEPOSIT_DEFAULT_MIN,
} from '@/lib/constants/payments';

/** Deposit: choose a payment method and an amount within the method's limits. */
export function PayInModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('PayInModal');

  return (
    <Dialog title={t('title')} onClose={onClose}>
      <form className="form" onSubmit={(event) => event.preventDefault()}>
        <fieldset className="fieldset">
          <legend>{t('methods')}</legend>
          <p className="muted">{t('noMethods')}</p>
        </fieldset>
        <Field
          label={t('amount')}
          name="amount"
          type="number"
          inputMode="decimal"
          min={DEPOSIT_DEFAULT_MIN}
          max={DEPOSIT_DEFAULT_MAX}
          step="0.01"
          defaultValue={DEPOSIT_DEFAULT_AMOUNT}
          required
        />
        <p className="muted">
          {t('limits', { min: DEPOSIT_DEFAULT_MIN, max: DEPOSIT_DEFAULT_MAX })}
        </p>
        <button type="submit" className="btn btn-primary btn-block">
          {t('submit')}
        </button>
      </form>
    </Dialog>
  );
}
