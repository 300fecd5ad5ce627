import type { z } from 'zod';
import type { Hono } from 'hono';
import {
  hub88BalanceRequestSchema,
  hub88BetRequestSchema,
  hub88RollbackRequestSchema,
  hub88UserInfoAnswerSchema,
  hub88UserInfoRequestSchema,
  hub88WalletAnswerSchema,
  hub88WinRequestSchema,
} from '@/lib/schemas/casino-protocols';
import { HUB88_CONNECTIONS } from '@/server/services/casino/connections';
import { handleHub88Callback } from '@/server/services/casino/protocols/hub88/handle-callback';
import type { Hub88OperationName } from '@/server/services/casino/protocols/hub88/operations';
import { HUB88_SIGNATURE_HEADER } from '@/server/services/casino/protocols/hub88/signature';
import { router, type ApiEnv } from '../env';
import { handleNotFound } from '../errors';
import { operation } from '../operation';
import { readSignedBody } from '../validate';

const DESCRIPTION =
  'Hub88 Wallet API callback. The body is signed over its raw bytes: RSA-SHA256, base64, in `X-Hub88-Signature`. Every answer, errors included, is HTTP 200 with an RS_* `status` and the `request_uuid` echoed; a body over 64 KiB, not UTF-8 or JSON, nested deeper than 32 levels or holding a NUL or half a surrogate pair is RS_ERROR_WRONG_SYNTAX (RS_ERROR_INVALID_SIGNATURE when unsigned). Amounts are integers in 1/100,000; `user` is `<user id>-<CURRENCY>`.';

const CALLS: readonly [Hub88OperationName, string, z.ZodType][] = [
  ['user/info', 'The player behind a Hub88 user id', hub88UserInfoRequestSchema],
  ['user/balance', 'A game session\u2019s balance', hub88BalanceRequestSchema],
  ['transaction/bet', 'A bet: the stake leaves the balance', hub88BetRequestSchema],
  ['transaction/win', 'A win settles a bet', hub88WinRequestSchema],
  ['transaction/rollback', 'A bet is cancelled and its stake returned', hub88RollbackRequestSchema],
];

/** The five callbacks of one Hub88-protocol connection; 404 while it is not configured. */
function hub88Router(entry: (typeof HUB88_CONNECTIONS)[number]): Hono<ApiEnv> {
  const routes = router().use(async (c, next) =>
    entry.of(c.var.ctx.config) ? next() : handleNotFound(c),
  );
  for (const [name, summary, schema] of CALLS) {
    // POST /casino/{connection}/{user/info|user/balance|transaction/bet|win|rollback}
    routes.post(
      `/${name}`,
      operation(
        {
          summary: `${summary} (${entry.aggregator}, Hub88 protocol)`,
          description: DESCRIPTION,
          tags: ['casino'],
          partner: true,
          signedBody: schema,
          answer: name === 'user/info' ? hub88UserInfoAnswerSchema : hub88WalletAnswerSchema,
          // Every other answer, a malformed or oversized body's included, is the protocol's own
          // at HTTP 200; the connection's routes answer 404 while its environment does not
          // configure it.
          errors: [404],
        },
        async (c) =>
          handleHub88Callback(
            c.var.ctx,
            entry.of(c.var.ctx.config)!,
            name,
            await readSignedBody(c),
            c.req.header(HUB88_SIGNATURE_HEADER),
          ),
      ),
    );
  }
  return routes;
}

/** Every Hub88-protocol connection's callbacks, each at `/casino/<its path>/…`. */
export const casinoHub88 = HUB88_CONNECTIONS.map(
  (entry) => [`/casino/${entry.path}`, hub88Router(entry)] as const,
);
