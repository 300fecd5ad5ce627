import {
  exchangeRatesAnswerSchema,
  putExchangeRatesRequestSchema,
  topAnswerSchema,
  topQuerySchema,
} from '@/lib/schemas/top';
import { listExchangeRates, putExchangeRates } from '@/server/services/top/exchange-rates';
import { readTop } from '@/server/services/top/read-top';
import { router } from '../env';
import { operation } from '../operation';

/** The boards change once a minute and are the same for everybody. */
const TOP_CACHE = 'public, max-age=30';

/** The top list (issue 21), mounted at `/top`. */
export const top = router()
  // GET /top?period=&product= — the biggest wins, multipliers and most wagered
  .get(
    '/',
    operation(
      {
        summary: 'The top list: biggest wins, biggest multipliers and most wagered',
        description:
          'For 24 hours, 7 days, 30 days or all time, across every product or one. Computed ' +
          'every minute from every product\u2019s settled bets; wins and wagered in the base ' +
          'currency at the operator\u2019s exchange rates; multipliers on stakes of at least ' +
          '100 in the base currency; names masked, players who hide their statistics left out.',
        tags: ['games'],
        query: topQuerySchema,
        answer: topAnswerSchema,
        errors: [422],
      },
      async (c, { query }) => {
        c.header('Cache-Control', TOP_CACHE);
        return readTop(c.var.ctx, query.period, query.product);
      },
    ),
  );

/** The exchange rates the boards rank by, mounted at `/operator`. */
export const operatorExchangeRates = router()
  // GET /operator/exchange-rates
  .get(
    '/exchange-rates',
    operation(
      {
        summary: 'Exchange rates to the base currency',
        tags: ['operator'],
        auth: { staff: 'finance.read' },
        answer: exchangeRatesAnswerSchema,
      },
      (c) => listExchangeRates(c.var.ctx),
    ),
  )
  // PUT /operator/exchange-rates
  .put(
    '/exchange-rates',
    operation(
      {
        summary: 'Set exchange rates to the base currency (the base currency stays 1)',
        tags: ['operator'],
        auth: { staff: 'finance.adjust' },
        body: putExchangeRatesRequestSchema,
        answer: exchangeRatesAnswerSchema,
      },
      (c, { body }) => putExchangeRates(c.var.ctx, body),
    ),
  );
