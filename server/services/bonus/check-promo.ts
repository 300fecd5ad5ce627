import { eq } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { bonusTemplates, promoCodes, type BonusTemplate, type PromoCode } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import type { ErrorCode } from '@/server/lib/error-codes';
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

const refused = (code: ErrorCode) => AppError.field('promo', code);
const invalid = () => refused('invalid_promo');

/**
 * Why a code that cannot be taken now is refused, so the player knows (issue 32): not started,
 * expired or used up; `invalid_promo` when there is no such active code.
 */
async function whyNotNow(ctx: Pick<AppContext, 'clock'> & { db: Db }, code: string) {
  const [row] = await ctx.db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, code.trim().toUpperCase()));
  const now = ctx.clock.now();
  if (!row?.active) return invalid();
  if (row.startsAt && row.startsAt > now) return refused('promo_not_started');
  if (row.expiresAt && row.expiresAt <= now) return refused('promo_expired');
  if (row.maxUses !== null && row.uses >= row.maxUses) return refused('promo_used_up');
  return invalid();
}

/**
 * The promo code and its template if `taker` may take it, else a 422 on `promo` that says why:
 * the code can be taken now (`findPromoCode`; else not started, expired or used up), gives a
 * bonus of a kind a code can give (else `invalid_promo`), in the taker's currency (the code's
 * `currencies` and the template's; free spins with a bet in it; else `promo_currency`), and, for a
 * code for new players only, the taker registered with it (`promo_new_players_only`). Reads only.
 */
export async function checkPromo(
  ctx: Pick<AppContext, 'clock'> & { db: Db },
  code: string,
  taker: PromoTaker,
): Promise<{ promo: PromoCode; template: BonusTemplate }> {
  const promo = await findPromoCode(ctx, code);
  if (!promo) throw await whyNotNow(ctx, code);
  if (!promo.templateId) throw invalid();
  const [template] = await ctx.db
    .select()
    .from(bonusTemplates)
    .where(eq(bonusTemplates.id, promo.templateId));
  if (!template?.active || !PROMO_KINDS.has(template.kind)) throw invalid();
  if (promo.currencies?.length && !promo.currencies.includes(taker.currency)) {
    throw refused('promo_currency');
  }
  if (!currencyTerms(template, taker.currency)) throw refused('promo_currency');
  if (template.kind === 'free_spins' && freeSpinBet(template, taker.currency) === null) {
    throw refused('promo_currency');
  }
  if (promo.newPlayersOnly && taker.registeredWith?.trim().toUpperCase() !== promo.code) {
    throw refused('promo_new_players_only');
  }
  return { promo, template };
}
