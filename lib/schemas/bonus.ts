import { z } from '@/lib/zod';
import { CURRENCIES } from '@/lib/constants/currencies';

/**
 * The bonus engine's player requests (issue 19, spec §7 the bonus-system calls). Its answers are
 * `./bonus-answers.ts`'s (zod/mini, which the bonus pages check on load), exported here with them.
 */
export * from './bonus-answers';

/**
 * `POST /bonus-system/grants/{id}/cancel`: cancelling gives up the bonus money shown; the player
 * confirms the amount they saw, and a different current amount answers 409 `amount_changed`.
 */
export const bonusCancelRequestSchema = z.object({
  confirm_amount: z.number({ error: 'required' }).nonnegative({ error: 'invalid_value' }),
});

/** `POST /bonus-system/promo`: a signed-in player takes a promo code. */
export const bonusPromoRequestSchema = z.object({
  promo: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(64, { error: 'invalid_value' }),
  /** The captcha's token for `promo`; checked when a captcha is configured. */
  captcha: z.string().max(4096).optional(),
});

/**
 * The query of the guest-facing bonus calls: the currency a guest would open an account in
 * (a signed-in player's is the account's); RUB when absent.
 */
export const bonusGuestQuerySchema = z.object({
  currency: z.enum(CURRENCIES, { error: 'invalid_value' }).default('RUB'),
});

/**
 * `GET /bonus-system/offers`: a guest's query, with the promo code they came with (the `promo`
 * cookie); a code that does not apply is ignored, never an error.
 */
export const bonusOffersQuerySchema = bonusGuestQuerySchema.extend({
  promo: z.string().max(200).optional().catch(undefined),
});
