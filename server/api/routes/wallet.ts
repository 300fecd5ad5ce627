import {
  historyAnswerSchema,
  historyQuerySchema,
  statementAnswerSchema,
  statementQuerySchema,
  walletsAnswerSchema,
} from '@/lib/schemas/billing';
import { localeFromAcceptLanguage } from '@/server/lib/accept-language';
import { listHistory } from '@/server/services/wallet/list-history';
import { listStatement } from '@/server/services/wallet/list-statement';
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

// GET /api/v2/billing/statement — every movement of one of the player's accounts, with the
// balance after each, newest first
export const statement = router().get(
  '/',
  operation(
    {
      summary:
        'Every movement of the player\u2019s real or bonus money, with its reason and the balance after it',
      tags: ['billing'],
      auth: 'bearer',
      query: statementQuerySchema,
      answer: statementAnswerSchema,
    },
    (c, { query }) => {
      c.header('Cache-Control', 'no-store');
      const { user } = c.var.auth;
      return listStatement(c.var.ctx, user, {
        account: query.account,
        currency: query.currency ?? user.currency,
        product: query.product,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        page: query.page,
        perPage: query.per_page,
      });
    },
  ),
);
