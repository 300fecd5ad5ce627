'use client';

import { useSetAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { useState, type FormEvent } from 'react';
import { openDeposit } from '@/lib/api/billing';
import { browserApi } from '@/lib/api/browser';
import { newIdempotencyKey } from '@/lib/api/client';
import { depositConfigAtom, storedDepositConfig } from '@/lib/atoms/deposit-config';
import { useFieldErrors } from '@/lib/hooks/forms/use-error-toast';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import {
  amountProblem,
  depositLimits,
  parseAmount,
  type AmountProblem,
} from '@/lib/payments/limits';
import type { BillingData } from '@/lib/schemas/billing';
import type { User } from '@/lib/schemas/profile';
import { AmountField } from './amount-field';
import { MethodPicker } from './method-picker';

/**
 * The deposit form (spec §4): a method (cards, then crypto), an amount within its limits, then
 * the deposit config, which replaces this form until it is paid or removed.
 */
export function DepositForm({ data, user }: { data: BillingData; user: User }) {
  const t = useTranslations('PayInModal');
  const format = useNumberFormat();
  const methods = [...data.payments.methods, ...data['crypto-payments']];
  const [hash, setHash] = useState(methods[0]?.hash);
  const method = methods.find((entry) => entry.hash === hash) ?? methods[0];
  const limits = method ? depositLimits(method) : null;
  const [amount, setAmount] = useState(limits ? String(limits.initial) : '');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  // The bonus on offer is taken unless the player unticks it: a bonus is never imposed.
  const [takeBonus, setTakeBonus] = useState(true);
  const bonusName = data.payments.bonus.name;
  const { run, pending, error } = useFormAction();
  const fieldErrors = useFieldErrors(error);
  const setStored = useSetAtom(depositConfigAtom);

  if (!method || !limits) return <p className="muted">{t('noDepositMethods')}</p>;
  const currency = method.currency;
  const money = (value: number) => format.number(value, { style: 'currency', currency });

  function choose(next: string) {
    const chosen = methods.find((entry) => entry.hash === next);
    setHash(next);
    setProblem(null);
    if (chosen) setAmount(String(depositLimits(chosen).initial));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !method || !limits) return;
    const found = amountProblem(amount, limits);
    setProblem(found);
    if (found) return;
    await run(async () => {
      const config = await openDeposit(
        browserApi(),
        { hash: method.hash, amount: parseAmount(amount), bonus: bonusName !== null && takeBonus },
        newIdempotencyKey(),
      );
      setStored(storedDepositConfig(config, user.id));
    });
  }

  const amountError = problem
    ? t(`amountProblem.${problem}`, { min: money(limits.min), max: money(limits.max) })
    : fieldErrors('amount');

  return (
    <form className="form" onSubmit={submit} noValidate>
      <MethodPicker
        legend={t('methods')}
        name="hash"
        methods={methods}
        value={method.hash}
        onChange={choose}
        error={fieldErrors('hash')}
      />
      {bonusName ? (
        <label className="checkbox">
          <input
            type="checkbox"
            name="bonus"
            checked={takeBonus}
            onChange={(event) => setTakeBonus(event.target.checked)}
          />
          <span>{t('bonus', { name: bonusName })}</span>
        </label>
      ) : null}
      <AmountField
        label={t('amount')}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setProblem(null);
        }}
        min={limits.min}
        max={limits.max}
        currency={currency}
        error={amountError}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {t('submit')}
      </button>
    </form>
  );
}
