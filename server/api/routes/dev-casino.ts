import {
  devCasinoBlockAnswerSchema,
  devCasinoPlayerAnswerSchema,
  devCasinoPlayerRequestSchema,
  devCasinoSessionAnswerSchema,
  devCasinoSessionRequestSchema,
} from '@/lib/schemas/development';
import { AppError } from '@/server/lib/app-error';
import { sandboxRgsSigning } from '@/server/services/casino/connections';
import {
  blockConformancePlayer,
  createConformancePlayer,
  openConformanceSession,
} from '@/server/services/casino/conformance-players';
import { pathParam, router, type ApiContext } from '../env';
import { operation } from '../operation';

const tags = ['casino', 'development'] as const;

function userIdParam(c: ApiContext) {
  const id = Number(pathParam(c, 'id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw AppError.of('not_found', 404);
  return id;
}

/** What the casino conformance suite needs of a deployment with development tools. */
export const devCasino = router()
  // POST /api/dev/casino/players — a funded player with a game session (development only)
  .post(
    '/players',
    operation(
      {
        summary: 'A funded player with a real game session, for the conformance suite',
        description:
          'Test money: `funds` minor units come from the house as an adjustment. `player_id` is what the aggregator calls the player (`<user id>-<CURRENCY>`).',
        tags,
        development: true,
        body: devCasinoPlayerRequestSchema,
        answer: devCasinoPlayerAnswerSchema,
        status: 201,
      },
      (c, { body }) => {
        // The sandbox's key exists from here on (made on first use in development), so a CLI on
        // this machine can read it from DATA_DIR before it signs its first call.
        if (body.aggregator === 'sandbox') sandboxRgsSigning(c.var.ctx.config);
        return createConformancePlayer(c.var.ctx, body);
      },
    ),
  )
  // POST /api/dev/casino/players/{id}/session — a new session superseding the current one
  .post(
    '/players/:id/session',
    operation(
      {
        summary: 'A new game session for a conformance player; the current one is superseded',
        tags,
        development: true,
        body: devCasinoSessionRequestSchema,
        answer: devCasinoSessionAnswerSchema,
        status: 201,
      },
      (c, { body }) => openConformanceSession(c.var.ctx, userIdParam(c), body),
    ),
  )
  // POST /api/dev/casino/players/{id}/block — the player may no longer bet
  .post(
    '/players/:id/block',
    operation(
      {
        summary: 'Blocks a conformance player: casino bets are refused, wins still paid',
        tags,
        development: true,
        answer: devCasinoBlockAnswerSchema,
      },
      (c) => blockConformancePlayer(c.var.ctx, userIdParam(c)),
    ),
  );
