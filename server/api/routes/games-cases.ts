import { findPricedCase, listPricedCases } from '@/lib/games/cases/pricing';
import { registry } from '@/lib/games/registry';
import {
  caseListAnswerSchema,
  caseSummaryAnswerSchema,
  casesBetRequestSchema,
  currencyQuerySchema,
} from '@/lib/schemas/games';
import { AppError } from '@/server/lib/app-error';
import { playBet } from '@/server/services/games/play-bet';
import { serializeCase } from '@/server/services/games/serialize-case';
import { pathParam, router } from '../env';
import { operation } from '../operation';
import { viewerCurrency } from '../viewer-currency';
import { BET_ERRORS, betAnswerOf } from './games-play';

/** Cases, mounted at `/api/v2/games/cases` after their `recent` list. */
export const casesRoutes = router()
  // GET /api/v2/games/cases — the catalogue priced in a currency (asked, the player's or RUB)
  .get(
    '/',
    operation(
      {
        summary: 'The case catalogue, priced in the asked currency, the player\u2019s or RUB',
        tags: ['games'],
        query: currencyQuerySchema,
        answer: caseListAnswerSchema,
      },
      async (c, { query }) => {
        const cases = listPricedCases(await viewerCurrency(c, query.currency));
        return { cases: cases.map(serializeCase) };
      },
    ),
  )
  // GET /api/v2/games/cases/{slug} — one case
  .get(
    '/:slug',
    operation(
      {
        summary: 'One case with its items and their chances',
        tags: ['games'],
        query: currencyQuerySchema,
        answer: caseSummaryAnswerSchema,
        errors: [404],
      },
      async (c, { query }) => {
        const priced = findPricedCase(
          pathParam(c, 'slug'),
          await viewerCurrency(c, query.currency),
        );
        if (!priced) throw AppError.of('not_found', 404);
        return serializeCase(priced);
      },
    ),
  )
  // POST /api/v2/games/cases/{slug}/open — open a case for its price (unknown case: 404)
  .post(
    '/:slug/open',
    operation(
      {
        summary: registry.cases.summary,
        tags: ['games'],
        auth: 'bearer',
        account: 'bet',
        body: casesBetRequestSchema,
        answer: betAnswerOf(registry.cases),
        errors: [404, ...BET_ERRORS],
      },
      (c, { body }) => {
        const slug = pathParam(c, 'slug');
        if (!registry.cases.input.safeParse({ slug }).success) throw AppError.of('not_found', 404);
        return playBet(c.var.ctx, c.var.auth.user, registry.cases, { key: body.key, slug });
      },
    ),
  );
