import { toMajor } from '@/lib/money/units';
import {
  billingDataAnswerSchema,
  depositAnswerSchema,
  depositRequestSchema,
} from '@/lib/schemas/billing';
import { localeFromAcceptLanguage } from '@/server/lib/accept-language';
import { nextDepositBonus } from '@/server/services/bonus/list-offers';
import { currencyTerms, localized } from '@/server/services/bonus/terms';
import { getBillingData } from '@/server/services/payments/get-billing-data';
import { openDeposit } from '@/server/services/payments/open-deposit';
import { serializeDepositConfig } from '@/server/services/payments/serialize-deposit-config';
import { requestRegion, router } from '../env';
import { operation } from '../operation';

export const billing = router()
  // GET /api/v2/billing/data — deposit and payout methods for the player's currency and region
  .get(
    '/data',
    operation(
      {
        summary: 'Deposit and payout methods for the player\u2019s currency and region',
        tags: ['billing'],
        auth: 'bearer',
        answer: billingDataAnswerSchema,
      },
      async (c) => {
        const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
        c.header('Cache-Control', 'no-store');
        const { user } = c.var.auth;
        const next = await nextDepositBonus(c.var.ctx, user);
        const minDeposit = next && currencyTerms(next.template, user.currency)?.min_deposit;
        return getBillingData(c.var.ctx, user, requestRegion(c), locale, {
          name: next && localized(next.template.name, locale),
          min_deposit: minDeposit ? toMajor(minDeposit) : null,
        });
      },
    ),
  )
  // POST /api/v2/billing/deposit — open a deposit; answers the deposit config
  .post(
    '/deposit',
    operation(
      {
        summary: 'Open a deposit; answers the deposit config',
        tags: ['billing'],
        auth: 'bearer',
        account: 'deposit',
        body: depositRequestSchema,
        answer: depositAnswerSchema,
        status: 201,
        errors: [404, 409, 429, 503],
        idempotent: true,
      },
      async (c, { body }) => {
        const invoice = await openDeposit(c.var.ctx, c.var.auth.user, {
          ...body,
          regionHeader: requestRegion(c),
          locale: localeFromAcceptLanguage(c.req.header('accept-language')),
        });
        c.header('Cache-Control', 'no-store');
        return serializeDepositConfig(invoice, c.var.ctx.clock.now());
      },
    ),
  );
