import {
  devCasinoBlockAnswerSchema,
  devCasinoFreeRoundsAnswerSchema,
  devCasinoFreeRoundsCancelAnswerSchema,
  devCasinoFreeRoundsRequestSchema,
  devCasinoPlayerAnswerSchema,
  devCasinoPlayerRequestSchema,
  devCasinoSessionAnswerSchema,
  devCasinoSessionRequestSchema,
} from '@/lib/schemas/development';
import { AppError } from '@/server/lib/app-error';
import { sandboxRgsSigning } from '@/server/services/casino/connections';
import {
  cancelConformanceFreeRounds,
  grantConformanceFreeRounds,
} from '@/server/services/casino/conformance-free-rounds';
import {
  blockConformancePlayer,
  createConformancePlayer,
  openConformanceSession,
} from '@/server/services/casino/conformance-players';
import { pathParam, router, type ApiContext } from '../env';
import { operation } from '../operation';

const tags = ['casino', 'development'] as const;

/** A path id: anything but a positive whole number is a 404. */
function idParam(c: ApiContext) {
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
      (c, { body }) => openConformanceSession(c.var.ctx, idParam(c), body),
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
      (c) => blockConformancePlayer(c.var.ctx, idParam(c)),
    ),
  )
  // POST /api/dev/casino/players/{id}/free-rounds — free rounds on the suite's game
  .post(
    '/players/:id/free-rounds',
    operation(
      {
        summary: 'Free rounds for a conformance player on the suite\u2019s game',
        description:
          'A real grant, told to the sandbox provider at the sandbox connection. `expired` writes one whose dates are already past; `ref` is what free bets name (Hub88 `reward_uuid`, GIS `freespin_id`).',
        tags,
        development: true,
        body: devCasinoFreeRoundsRequestSchema,
        answer: devCasinoFreeRoundsAnswerSchema,
        status: 201,
      },
      (c, { body }) => grantConformanceFreeRounds(c.var.ctx, idParam(c), body),
    ),
  )
  // POST /api/dev/casino/free-rounds/{id}/cancel — a conformance grant cancelled as a player's is
  .post(
    '/free-rounds/:id/cancel',
    operation(
      {
        summary: 'Cancels a conformance player\u2019s free rounds; answers the grant',
        tags,
        development: true,
        answer: devCasinoFreeRoundsCancelAnswerSchema,
      },
      (c) => cancelConformanceFreeRounds(c.var.ctx, idParam(c)),
    ),
  );
