import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import type { User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { log } from '@/server/lib/log';
import { findPromoCode } from '@/server/services/bonus/find-promo-code';
import { checkPromo } from './check-promo';
import { redeemPromo } from './redeem-promo';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * Before an account is opened with `promo`: a code that cannot be taken now, or whose bonus does
 * not apply to the new account (its currency), is a 422 on `promo` saying why (`checkPromo`). A code
 * without a bonus template (a tracking code) is accepted and only recorded. Answers whether the
 * code gives a bonus.
 */
export async function checkRegistrationPromo(
  ctx: Ctx,
  promo: string | null | undefined,
  currency: Currency,
): Promise<boolean> {
  if (!promo?.trim()) return false;
  const found = await findPromoCode(ctx, promo);
  if (!found) {
    // Refuses it, saying why (expired, used up, no such code).
    await checkPromo(ctx, promo, { currency, registeredWith: promo });
    throw AppError.field('promo', 'invalid_promo');
  }
  if (!found.templateId) return false;
  await checkPromo(ctx, promo, { currency, registeredWith: promo });
  return true;
}

/**
 * Right after the account is opened: the new player takes the code as `POST
 * /bonus-system/promo` would. Not in the account's transaction (opening an account has none of
 * its own); if the code was used up in between, the account stays and the failure is logged —
 * the player can still take another code.
 */
export async function takeRegistrationPromo(ctx: Ctx, user: User, promo: string) {
  try {
    await redeemPromo(ctx, user, promo);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log.warn('Registration promo not taken', { userId: user.id, code: error.code });
  }
}
