import {
  depositAnswerSchema,
  depositsAnswerSchema,
  depositsQuerySchema,
} from '@/lib/schemas/office-deposits';
import { localeFromAcceptLanguage } from '@/server/lib/accept-language';
import { listDeposits } from '@/server/services/office-deposits/list-deposits';
import { readDeposit } from '@/server/services/office-deposits/read-deposit';
import { pathParam, router } from '../env';
import { operation } from '../operation';

const tags = ['operator', 'payments'] as const;
/** Staff who decide payouts and finance staff both read deposits. */
const auth = { staff: ['payouts.decide', 'finance.read'] } as const;

/** The back office's Deposits section (issue 36), mounted at `/operator/deposits`. */
export const operatorDeposits = router()
  // GET /operator/deposits — deposits newest first, filtered, by cursor
  .get(
    '/',
    operation(
      {
        summary: 'Deposits (payment invoices) newest first, with the player and the provider',
        description:
          'By `status`, `user_id`, `method` (the catalogue\u2019s code), `currency` and the time opened (`from` inclusive, `to` exclusive); `before` is the previous page\u2019s `next`. Method names are in the request\u2019s language.',
        tags,
        auth,
        query: depositsQuerySchema,
        answer: depositsAnswerSchema,
      },
      (c, { query }) =>
        listDeposits(c.var.ctx, query, localeFromAcceptLanguage(c.req.header('accept-language'))),
    ),
  )
  // GET /operator/deposits/{id} — one deposit with its provider events and ledger transfers
  .get(
    '/:id',
    operation(
      {
        summary: 'A deposit with its provider events and the ledger transfers it made',
        description:
          'Events in order: the invoice opened, each provider callback taken (with whether its signature was verified and the fields it sent; a replay changes nothing), its expiry. Transfers: the hold, its release, the credit, the provider\u2019s fee, a bonus it triggered.',
        tags,
        auth,
        answer: depositAnswerSchema,
        errors: [404],
      },
      (c) =>
        readDeposit(
          c.var.ctx,
          pathParam(c, 'id'),
          localeFromAcceptLanguage(c.req.header('accept-language')),
        ),
    ),
  );
