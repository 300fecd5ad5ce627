import { gisCallbackAnswerSchema, gisCallbackRequestSchema } from '@/lib/schemas/casino-protocols';
import { GIS_CONNECTIONS } from '@/server/services/casino/connections';
import { handleGisCallback } from '@/server/services/casino/protocols/gis/handle-callback';
import { router } from '../env';
import { handleNotFound } from '../errors';
import { operation } from '../operation';
import { readSignedBody } from '../validate';

const DESCRIPTION =
  'Slotegrator GIS callback: one endpoint, `action` = balance, bet, win, refund or rollback, as a form (`rollback_transactions[0][action]=bet`) or JSON. Signed: `X-Merchant-Id`, `X-Timestamp` (unix seconds, within 30 s), `X-Nonce`, and `X-Sign` = hex HMAC-SHA1(merchant key, http_build_query(ksort(params with those three headers))). Every answer is HTTP 200: `{balance, transaction_id}` with the balance in decimal units, or `{error_code: INSUFFICIENT_FUNDS | INTERNAL_ERROR, error_description}` with the reason; a body over 64 KiB, not UTF-8, JSON nested deeper than 32 levels or a signed call holding a NUL is INTERNAL_ERROR `invalid_request`. `player_id` is `<user id>-<CURRENCY>`.';

/** Every GIS connection's callback endpoint at `/casino/<its path>`; 404 while not configured. */
export const casinoGis = GIS_CONNECTIONS.map((entry) => {
  const routes = router()
    .use(async (c, next) => (entry.of(c.var.ctx.config) ? next() : handleNotFound(c)))
    // POST /casino/{slotegrator|sandbox/gis} — a GIS wallet callback
    .post(
      '/',
      operation(
        {
          summary: `A wallet callback (${entry.aggregator}, Slotegrator GIS protocol)`,
          description: DESCRIPTION,
          tags: ['casino'],
          partner: true,
          signedBody: gisCallbackRequestSchema,
          bodyType: 'form',
          answer: gisCallbackAnswerSchema,
          // Every other answer, a malformed or oversized body's included, is the protocol's own
          // at HTTP 200; the connection's routes answer 404 while its environment does not
          // configure it.
          errors: [404],
        },
        async (c) =>
          handleGisCallback(
            c.var.ctx,
            entry.of(c.var.ctx.config)!,
            await readSignedBody(c),
            c.req.header('content-type'),
            (name) => c.req.header(name),
          ),
      ),
    );
  return [`/casino/${entry.path}`, routes] as const;
});
