import { eq } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { bonusTemplates, type BonusTemplate, type PromoCode } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { findPromoCode } from '@/server/services/bonus/find-promo-code';
import { currencyTerms, freeSpinBet } from './terms';

/** Template kinds a promo code can give: at once (no deposit, free spins) or on the next deposit. */
export const PROMO_KINDS = new Set<BonusTemplate['kind']>([
  'no_deposit',
  'deposit_match',
  'fixed',
  'free_spins',
]);

/** Who takes the code: the account's currency and the code it registered with, if any. */
export type PromoTaker = { currency: Currency; registeredWith: string | null };

const invalid = () => AppError.field('promo', 'invalid_promo');

/**
 * The promo code and its template if `taker` may take it, else 422 `{promo: ['invalid_promo']}`:
 * the code can be taken now (`findPromoCode`), gives a bonus of a kind a code can give, in the
 * taker's currency (the code's `currencies` and the template's; free spins with a bet in it), and, for a code for new
 * players only, the taker registered with it. Reads only.
 */
export async function checkPromo(
  ctx: Pick<AppContext, 'clock'> & { db: Db },
  code: string,
  taker: PromoTaker,
): Promise<{ promo: PromoCode; template: BonusTemplate }> {
  const promo = await findPromoCode(ctx, code);
  if (!promo?.templateId) throw invalid();
  const [template] = await ctx.db
    .select()
    .from(bonusTemplates)
    .where(eq(bonusTemplates.id, promo.templateId));
  if (!template?.active || !PROMO_KINDS.has(template.kind)) throw invalid();
  if (promo.currencies?.length && !promo.currencies.includes(taker.currency)) throw invalid();
  if (!currencyTerms(template, taker.currency)) throw invalid();
  if (template.kind === 'free_spins' && freeSpinBet(template, taker.currency) === null) {
    throw invalid();
  }
  if (promo.newPlayersOnly && taker.registeredWith?.trim().toUpperCase() !== promo.code) {
    throw invalid();
  }
  return { promo, template };
}
