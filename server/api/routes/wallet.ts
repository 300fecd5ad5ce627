import {
  historyAnswerSchema,
  historyQuerySchema,
  walletsAnswerSchema,
} from '@/lib/schemas/billing';
import { localeFromAcceptLanguage } from '@/server/lib/accept-language';
import { listHistory } from '@/server/services/wallet/list-history';
import { listWallets } from '@/server/services/wallet/list-wallets';
import { router } from '../env';
import { operation } from '../operation';

// GET /api/v2/billing/history — the player's deposits and payouts, newest first
export const history = router().get(
  '/',
  operation(
    {
      summary: 'The player\u2019s deposits and payouts, newest first',
      tags: ['billing'],
      auth: 'bearer',
      query: historyQuerySchema,
      answer: historyAnswerSchema,
    },
    (c, { query }) => {
      c.header('Cache-Control', 'no-store');
      const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
      const { page, per_page: perPage, type } = query;
      return listHistory(c.var.ctx, c.var.auth.user.id, locale, { type, page, perPage });
    },
  ),
);

// GET /api/v2/billing/wallets — the player's money per currency, the profile currency first
export const wallets = router().get(
  '/',
  operation(
    {
      summary: 'The player\u2019s money per currency, the profile currency first',
      tags: ['billing'],
      auth: 'bearer',
      answer: walletsAnswerSchema,
    },
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return { wallets: await listWallets(c.var.ctx, c.var.auth.user) };
    },
  ),
);
