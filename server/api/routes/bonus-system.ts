import { AppError } from '@/server/lib/app-error';
import { findPromoCode } from '@/server/services/marketing/find-promo-code';
import { router } from '../env';

/** Longer codes are never issued; they are not looked up. */
const MAX_PROMO_LENGTH = 64;

export const bonusSystem = router()
  // GET /bonus-system/bonus/{promo} — an active promo code, or 404
  .get('/bonus/:promo', async (c) => {
    const promo = c.req.param('promo');
    const found = promo.length <= MAX_PROMO_LENGTH ? await findPromoCode(c.var.ctx, promo) : null;
    if (!found) throw AppError.of('not_found', 404);
    return c.json({ data: found });
  });
