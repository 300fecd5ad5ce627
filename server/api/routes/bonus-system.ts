import { promoCodeAnswerSchema } from '@/lib/schemas/marketing';
import { AppError } from '@/server/lib/app-error';
import { findPromoCode } from '@/server/services/marketing/find-promo-code';
import { pathParam, router } from '../env';
import { operation } from '../operation';

/** Longer codes are never issued; they are not looked up. */
const MAX_PROMO_LENGTH = 64;

export const bonusSystem = router()
  // GET /bonus-system/bonus/{promo} — an active promo code, or 404
  .get(
    '/bonus/:promo',
    operation(
      {
        summary: 'An active promo code, whatever the case; 404 for any other',
        tags: ['marketing'],
        answer: promoCodeAnswerSchema,
        errors: [404],
      },
      async (c) => {
        const promo = pathParam(c, 'promo');
        const found =
          promo.length <= MAX_PROMO_LENGTH ? await findPromoCode(c.var.ctx, promo) : null;
        if (!found) throw AppError.of('not_found', 404);
        return { data: found };
      },
    ),
  );
