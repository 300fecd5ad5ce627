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
import { limitBreachOf } from '@/components/protection/limit-breach';
import { AmountField } from './amount-field';
import { MethodPicker } from './method-picker';
import styles from './payments.module.css';

/** The fields that show their refusals; the dialog's alert says the rest. */
const DEPOSIT_FIELDS = ['hash', 'amount'];

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
  const bonusMin = data.payments.bonus.name === null ? null : data.payments.bonus.min_deposit;
  // The amount a method opens at: its usual first amount, raised to the bonus's minimum when the
  // method allows it, so the bonus ticked by default is one the deposit takes.
  const openingAmount = (opened: ReturnType<typeof depositLimits>) =>
    String(
      bonusMin !== null && bonusMin > opened.initial && bonusMin <= opened.max
        ? bonusMin
        : opened.initial,
    );
  const [amount, setAmount] = useState(limits ? openingAmount(limits) : '');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  // The bonus on offer is taken unless the player unticks it: a bonus is never imposed.
  const [takeBonus, setTakeBonus] = useState(true);
  const bonusName = data.payments.bonus.name;
  const { run, pending, error } = useFormAction({ fields: DEPOSIT_FIELDS });
  const fieldErrors = useFieldErrors(error);
  const setStored = useSetAtom(depositConfigAtom);

  if (!method || !limits) return <p className="muted">{t('noDepositMethods')}</p>;
  const currency = method.currency;
  const money = (value: number) => format.number(value, { style: 'currency', currency });

  function choose(next: string) {
    const chosen = methods.find((entry) => entry.hash === next);
    setHash(next);
    setProblem(null);
    if (chosen) setAmount(openingAmount(depositLimits(chosen)));
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

  // Below the bonus's minimum the deposit would take no bonus: said before paying, with a way to
  // raise the amount. The offer itself is not used up (it waits for a deposit that qualifies).
  const parsed = parseAmount(amount);
  const belowBonus = takeBonus && bonusMin !== null && parsed > 0 && parsed < bonusMin;

  // A deposit over the player's own limit (issue 34) says how much the limit still takes.
  const breach = limitBreachOf(error);
  const amountError = problem
    ? t(`amountProblem.${problem}`, { min: money(limits.min), max: money(limits.max) })
    : breach
      ? breach.remaining > 0
        ? t('limitRemaining', {
            period: breach.period,
            amount: format.number(breach.remaining, {
              style: 'currency',
              currency: breach.currency,
              trailingZeroDisplay: 'stripIfInteger',
            }),
          })
        : t('limitReached', { period: breach.period })
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
          <span>
            {t('bonus', { name: bonusName })}
            {bonusMin !== null ? (
              <small className="muted"> {t('bonusMin', { amount: money(bonusMin) })}</small>
            ) : null}
          </span>
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
      {belowBonus ? (
        <div className={styles.hint} role="status">
          <p>{t('belowBonus', { amount: money(bonusMin!) })}</p>
          {bonusMin! <= limits.max ? (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setAmount(String(bonusMin));
                setProblem(null);
              }}
            >
              {t('raiseToBonus', { amount: money(bonusMin!) })}
            </button>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
        {t('submit')}
      </button>
    </form>
  );
}
