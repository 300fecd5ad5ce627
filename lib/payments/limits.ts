import {
  DEPOSIT_DEFAULT_AMOUNT,
  DEPOSIT_DEFAULT_MAX,
  DEPOSIT_DEFAULT_MIN,
  MIN_PAYOUT,
} from '@/lib/constants/payments';
import type { Currency } from '@/lib/constants/currencies';
import type { PaymentMethod } from '@/lib/schemas/billing';

/** The amounts a form offers, in major units; `initial` is where the field starts. */
export type AmountLimits = { min: number; max: number; initial: number };

function clamp(value: number, min: number, max: number) {
  return Math.min(Math.max(value, min), max);
}

/** A deposit method's limits; a limit it does not give is the spec's default (§5). */
export function depositLimits(method: PaymentMethod): AmountLimits {
  const min = method.min_amount ?? DEPOSIT_DEFAULT_MIN;
  const max = Math.max(min, method.max_amount ?? DEPOSIT_DEFAULT_MAX);
  return { min, max, initial: clamp(method.default_amount ?? DEPOSIT_DEFAULT_AMOUNT, min, max) };
}

/**
 * A payout's limits: at least the currency's minimum payout (spec §9) and the method's minimum;
 * at most the method's maximum and the real balance. `max < min` means nothing can be paid out.
 */
export function payoutLimits(method: PaymentMethod, currency: Currency, balance: number) {
  const min = Math.max(MIN_PAYOUT[currency], method.min_amount ?? 0);
  const max = Math.min(method.max_amount ?? Number.POSITIVE_INFINITY, balance);
  return { min, max, initial: max >= min ? min : 0 };
}

/** A few round amounts between the limits for one-tap choice: 1, 5, 10, 20 and 50 times the minimum. */
export function quickAmounts({ min, max }: Pick<AmountLimits, 'min' | 'max'>): number[] {
  return [1, 5, 10, 20, 50].map((times) => min * times).filter((amount) => amount <= max);
}

export type AmountProblem = 'invalid' | 'tooSmall' | 'tooLarge';

/** What is wrong with a typed amount, if anything: not a positive number with two decimals, or out of range. */
export function amountProblem(
  value: string,
  { min, max }: Pick<AmountLimits, 'min' | 'max'>,
): AmountProblem | null {
  const normalized = value.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return 'invalid';
  const amount = Number(normalized);
  if (!(amount > 0)) return 'invalid';
  if (amount < min) return 'tooSmall';
  if (amount > max) return 'tooLarge';
  return null;
}

/** The typed amount as a number; call after `amountProblem` found nothing wrong. */
export function parseAmount(value: string) {
  return Number(value.trim().replace(',', '.'));
}
