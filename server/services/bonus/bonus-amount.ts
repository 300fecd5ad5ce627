import type { Currency } from '@/lib/constants/currencies';
import type { BonusTemplate } from '@/server/db/schema';
import { currencyTerms } from './terms';

/** What one credit of a template gives, minor units. */
export type BonusAmount = { amount: number; wagering: number; depositAmount: number };

/**
 * The bonus a template gives in `currency`, or null when it gives nothing: the currency is not
 * offered, a deposit kind without a deposit or below `min_deposit`, or a zero amount.
 * `deposit_match`: min(deposit × percent / 100, max_bonus); `fixed` and `no_deposit`:
 * `fixed_amount` (an operator's `amount` replaces either). Wagering is the multiplier times the
 * bonus, or the bonus plus the deposit for `bonus_plus_deposit`. Pure: the deposit trigger and
 * the promo rules decide with it before writing anything.
 */
export function bonusAmount(
  template: BonusTemplate,
  currency: Currency,
  input: { depositAmount?: number; amount?: number } = {},
): BonusAmount | null {
  const terms = currencyTerms(template, currency);
  if (!terms) return null;
  const deposit = input.depositAmount ?? 0;
  const needsDeposit = template.kind === 'deposit_match' || template.kind === 'fixed';
  if (input.amount === undefined && needsDeposit && deposit < Math.max(terms.min_deposit, 1)) {
    return null;
  }
  let amount: number;
  if (input.amount !== undefined) amount = input.amount;
  else if (template.kind === 'deposit_match') {
    amount = Math.min(Math.floor((deposit * template.percent) / 100), terms.max_bonus);
  } else if (template.kind === 'fixed' || template.kind === 'no_deposit') {
    amount = terms.fixed_amount;
  } else return null;
  if (!Number.isSafeInteger(amount) || amount <= 0) return null;
  const base = template.wageringBase === 'bonus_plus_deposit' ? amount + deposit : amount;
  return { amount, wagering: template.wageringMultiplier * base, depositAmount: deposit };
}
