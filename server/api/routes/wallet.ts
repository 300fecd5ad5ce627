import { z } from 'zod';
import { localeFromAcceptLanguage } from '@/server/lib/accept-language';
import { listHistory } from '@/server/services/wallet/list-history';
import { listWallets } from '@/server/services/wallet/list-wallets';
import { router } from '../env';
import { requireAuth } from '../middleware/require-auth';
import { readQuery } from '../validate';

/** A positive whole number from the query string (`?page=2`). */
const pageNumber = z
  .string()
  .regex(/^\d{1,6}$/, { error: 'invalid_value' })
  .transform(Number);

const historyQuerySchema = z.object({
  type: z.enum(['all', 'deposit', 'payout']).default('all'),
  page: pageNumber.pipe(z.number().min(1, { error: 'invalid_value' })).default(1),
  per_page: pageNumber
    .pipe(z.number().min(1, { error: 'invalid_value' }).max(100, { error: 'invalid_value' }))
    .default(20),
});

// GET /api/v2/billing/history — the player's deposits and payouts, newest first
export const history = router()
  .use(requireAuth)
  .get('/', async (c) => {
    const query = readQuery(c, historyQuerySchema);
    c.header('Cache-Control', 'no-store');
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
    const { page, per_page: perPage, type } = query;
    return c.json(
      await listHistory(c.var.ctx, c.var.auth.user.id, locale, { type, page, perPage }),
    );
  });

// GET /api/v2/billing/wallets — the player's money per currency, the profile currency first
export const wallets = router()
  .use(requireAuth)
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ wallets: await listWallets(c.var.ctx, c.var.auth.user) });
  });
