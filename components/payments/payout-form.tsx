'use client';

import { useTranslations } from 'next-intl';
import { readCookie, writeCookie } from '@/lib/dom/cookies';
import { useNumberFormat } from '@/lib/i18n/use-number-format';
import { useState, type FormEvent } from 'react';
import { turnoverRefusalOf, verificationRefusalOf } from '@/components/kyc/payout-refusals';
import { Field } from '@/components/ui/field';
import { requestPayout } from '@/lib/api/billing';
import { browserApi } from '@/lib/api/browser';
import { newIdempotencyKey } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import {
  NEW_PAYOUT_SHOWN_COOKIE,
  NEW_PAYOUT_SHOWN_COOKIE_MAX_AGE_S,
} from '@/lib/constants/cookies';
import { useFieldErrors } from '@/lib/hooks/forms/use-error-toast';
import { useFormAction } from '@/lib/hooks/forms/use-form-action';
import { useModal } from '@/lib/hooks/behaviour/use-modal';
import { useRevalidateMoney } from '@/lib/hooks/behaviour/use-revalidate-money';
import { useBonusGrants } from '@/lib/hooks/data/use-bonus-grants';
import { Link } from '@/lib/i18n/navigation';
import { formatCardNumber } from '@/lib/payments/format';
import {
  amountProblem,
  parseAmount,
  payoutLimits,
  type AmountProblem,
} from '@/lib/payments/limits';
import {
  normalizeCardNumber,
  normalizeCryptoAddress,
  passesLuhn,
} from '@/lib/payments/payout-details';
import type { BillingData, Payout } from '@/lib/schemas/billing';
import type { User } from '@/lib/schemas/profile';
import { AmountField } from './amount-field';
import { MethodPicker } from './method-picker';
import styles from './payments.module.css';

function hintSeen() {
  return Boolean(readCookie(NEW_PAYOUT_SHOWN_COOKIE));
}

function rememberHintSeen() {
  writeCookie(NEW_PAYOUT_SHOWN_COOKIE, '1', NEW_PAYOUT_SHOWN_COOKIE_MAX_AGE_S);
}

/** The fields that show their refusals; the dialog's alert says the rest. */
const PAYOUT_FIELDS = ['hash', 'amount', 'details', 'details.address', 'details.card_number'];

type Problems = { amount?: AmountProblem; details?: 'required' | 'invalid'; bonus?: boolean };

/**
 * A payout request (spec §4, §9): a method (cards, then crypto), an amount from the currency's
 * minimum payout (or the method's, if higher) to the real balance (or the method's maximum), and
 * the card number or wallet address. The money is held at once and waits for an operator. A hint
 * explains the first payout until it is dismissed or a payout is made (`newPayoutShown`). With an
 * active bonus in the currency the player ticks that they give up its bonus money (shown), and the
 * request names that amount (`forfeit_bonus`); real money is never held back by a bonus.
 */
export function PayoutForm({
  data,
  user,
  onClose,
}: {
  data: BillingData;
  user: User;
  onClose: () => void;
}) {
  const t = useTranslations('PayInModal.payout');
  const amountT = useTranslations('PayInModal');
  const format = useNumberFormat();
  const methods = [...data.payouts.methods, ...data['crypto-payouts']];
  const [hash, setHash] = useState(methods[0]?.hash);
  const method = methods.find((entry) => entry.hash === hash) ?? methods[0];
  const limits = method ? payoutLimits(method, user.currency, user.balance) : null;
  const [amount, setAmount] = useState(limits ? String(limits.initial) : '');
  const [details, setDetails] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [showHint, setShowHint] = useState(() => !hintSeen());
  const [sent, setSent] = useState<Payout | null>(null);
  const { run, pending, error } = useFormAction({ fields: PAYOUT_FIELDS });
  const fieldErrors = useFieldErrors(error);
  const revalidate = useRevalidateMoney();
  const { grants, mutate: refreshGrants } = useBonusGrants();
  const bonus = grants?.active.find((grant) => grant.currency === user.currency) ?? null;
  const [forfeit, setForfeit] = useState(false);
  const { open } = useModal();

  const money = (value: number, currency: string = user.currency) =>
    format.number(value, { style: 'currency', currency });

  if (sent) {
    return (
      <div className={styles.config} role="status">
        <p className={styles.sent}>
          {t('sentTitle', { amount: money(sent.amount, sent.currency) })}
        </p>
        <p className="muted">{t('sentText')}</p>
        <Link className="btn btn-primary btn-block" href="/profile/history" onClick={onClose}>
          {t('history')}
        </Link>
      </div>
    );
  }

  if (!method || !limits) return <p className="muted">{t('noMethods')}</p>;
  const crypto = method.type === 'crypto';
  const enough = limits.max >= limits.min;

  function choose(next: string) {
    const chosen = methods.find((entry) => entry.hash === next);
    setHash(next);
    setProblems({});
    setDetails('');
    if (chosen) setAmount(String(payoutLimits(chosen, user.currency, user.balance).initial));
  }

  function dismissHint() {
    rememberHintSeen();
    setShowHint(false);
  }

  /** The card digits or the address to send, or what is wrong with what was typed. */
  function readDetails(): { card_number: string } | { address: string } | Problems['details'] {
    if (!method || !details.trim()) return 'required';
    if (crypto) {
      const address = normalizeCryptoAddress(details, method.network ?? null);
      return address ? { address } : 'invalid';
    }
    const digits = normalizeCardNumber(details);
    return digits && passesLuhn(digits) ? { card_number: digits } : 'invalid';
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !method || !limits || !enough) return;
    const target = readDetails();
    const found: Problems = {
      amount: amountProblem(amount, limits) ?? undefined,
      details: typeof target === 'string' ? target : undefined,
      bonus: bonus !== null && !forfeit,
    };
    setProblems(found);
    if (found.amount || found.bonus || typeof target !== 'object') return;
    await run(async () => {
      const payout = await requestPayout(
        browserApi(),
        {
          hash: method.hash,
          amount: parseAmount(amount),
          details: target,
          ...(bonus && { forfeit_bonus: bonus.balance }),
        },
        newIdempotencyKey(),
      ).catch(async (failure: unknown) => {
        // The bonus money changed since it was shown: show the new amount to agree to.
        if (bonus && failure instanceof ApiError && failure.code === 'bonus_active') {
          setForfeit(false);
          await refreshGrants();
        }
        throw failure;
      });
      rememberHintSeen();
      setSent(payout);
      void revalidate();
    });
  }

  // Refusals of issue 35: verify first (409), or stake the deposits through first (422).
  const verification = verificationRefusalOf(error);
  const turnover = turnoverRefusalOf(error);
  const detailsField = crypto ? 'details.address' : 'details.card_number';
  const amountError = problems.amount
    ? amountT(`amountProblem.${problems.amount}`, {
        min: money(limits.min),
        max: money(limits.max),
      })
    : turnover
      ? t('turnoverLeft', { amount: money(turnover.remaining, turnover.currency) })
      : fieldErrors('amount');
  const detailsError = problems.details
    ? t(`detailsProblem.${crypto ? 'address' : 'card'}.${problems.details}`)
    : (fieldErrors(detailsField) ?? fieldErrors('details'));

  return (
    <form className="form" onSubmit={submit} noValidate>
      {showHint ? (
        <div className={styles.hint} role="note">
          <p>{t('hint')}</p>
          <button type="button" className="link-button" onClick={dismissHint}>
            {t('hintDismiss')}
          </button>
        </div>
      ) : null}
      <MethodPicker
        legend={t('methods')}
        name="payout-hash"
        methods={methods}
        value={method.hash}
        onChange={choose}
        error={fieldErrors('hash')}
      />
      {enough ? (
        <AmountField
          label={amountT('amount')}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setProblems((current) => ({ ...current, amount: undefined }));
          }}
          min={limits.min}
          max={limits.max}
          currency={user.currency}
          error={amountError}
        />
      ) : (
        <p className="field-error" role="alert">
          {t('notEnough', { min: money(limits.min), balance: money(user.balance) })}
        </p>
      )}
      {crypto ? (
        <>
          <Field
            label={t('address')}
            name="address"
            autoComplete="off"
            spellCheck={false}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            error={detailsError}
            required
          />
          {method.network ? (
            <p className="muted">{t('network', { network: method.network })}</p>
          ) : null}
        </>
      ) : (
        <Field
          label={t('cardNumber')}
          name="card_number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          value={details}
          onChange={(event) => setDetails(formatCardNumber(event.target.value))}
          error={detailsError}
          required
        />
      )}
      {turnover ? (
        <div className={styles.hint} role="note">
          <p>
            {t('turnoverText', {
              multiplier: format.number(turnover.multiplier, { maximumFractionDigits: 2 }),
              staked: money(turnover.staked, turnover.currency),
              required: money(turnover.required, turnover.currency),
            })}
          </p>
          <progress
            max={turnover.required}
            value={Math.min(turnover.staked, turnover.required)}
            aria-label={t('turnoverProgress')}
          />
        </div>
      ) : null}
      {bonus ? (
        <div className={styles.hint} role="note">
          <p>{t('bonusForfeit', { amount: money(bonus.balance, bonus.currency) })}</p>
          <label className="checkbox">
            <input
              type="checkbox"
              name="forfeit_bonus"
              checked={forfeit}
              aria-invalid={problems.bonus || undefined}
              onChange={(event) => {
                setForfeit(event.target.checked);
                setProblems((current) => ({ ...current, bonus: undefined }));
              }}
            />
            <span>{t('bonusForfeitAgree', { amount: money(bonus.balance, bonus.currency) })}</span>
          </label>
          {problems.bonus ? (
            <p className="field-error" role="alert">
              {t('bonusForfeitRequired')}
            </p>
          ) : null}
        </div>
      ) : null}
      {verification ? (
        <div className={styles.hint} role="alert">
          <p>
            {verification.status === 'pending'
              ? t('verificationPending')
              : verification.status === 'failed'
                ? t('verificationFailed')
                : t('verificationRequired')}
          </p>
          <button type="button" className="btn btn-primary" onClick={() => open('Verification')}>
            {verification.status === 'pending' || verification.status === 'failed'
              ? t('openVerification')
              : t('verify')}
          </button>
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary btn-block" disabled={pending || !enough}>
        {t('submit')}
      </button>
    </form>
  );
}
