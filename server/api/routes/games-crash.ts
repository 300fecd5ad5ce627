import {
  crashBetRequestSchema,
  crashMyBetSchema,
  crashMyBetsAnswerSchema,
  crashRoundAnswerSchema,
  crashStateSchema,
} from '@/lib/schemas/crash';
import { AppError } from '@/server/lib/app-error';
import { isUuid } from '@/server/lib/uuid';
import { cancelCrashBet } from '@/server/services/crash/cancel-bet';
import { cashOutCrashBet } from '@/server/services/crash/cash-out';
import { myCrashBets } from '@/server/services/crash/my-bets';
import { placeCrashBet } from '@/server/services/crash/place-bet';
import { crashRoundDetail } from '@/server/services/crash/round-detail';
import { crashState } from '@/server/services/crash/views';
import { pathParam, router } from '../env';
import { operation } from '../operation';

const tags = ['games'] as const;

/**
 * Crash, mounted at `/api/v2/games/crash`: the shared rounds' state, a bet (on the round taking
 * bets), taking it back, cashing out, the player's bets and a finished round. The rounds
 * themselves are played by the engine (`server/services/crash/engine.ts`); their changes reach
 * the browser on the stream (topic `crash`).
 */
export const crashApi = router()
  // GET /api/v2/games/crash — the rounds on screen, the last 40, the chain, the server's clock
  .get(
    '/',
    operation(
      {
        summary: 'The rounds on screen with their bets, the last rounds and the chain',
        tags,
        answer: crashStateSchema,
      },
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return crashState(c.var.ctx);
      },
    ),
  )
  // POST /api/v2/games/crash/bet — a bet on the round taking bets (the next while one runs)
  .post(
    '/bet',
    operation(
      {
        summary: 'Bet on the round taking bets, the next one while a round runs',
        tags,
        auth: 'bearer',
        account: 'bet',
        body: crashBetRequestSchema,
        answer: crashMyBetSchema,
        status: 201,
        errors: [409, 429],
      },
      (c, { body }) => placeCrashBet(c.var.ctx, c.var.auth.user, body),
    ),
  )
  // DELETE /api/v2/games/crash/bet/{id} — take a bet back before its round starts
  .delete(
    '/bet/:id',
    operation(
      {
        summary: 'Take a bet back before its round starts; the stake returns',
        tags,
        auth: 'bearer',
        answer: crashMyBetSchema,
        errors: [404, 409, 429],
      },
      (c) => {
        const id = pathParam(c, 'id');
        if (!isUuid(id)) throw AppError.of('not_found', 404);
        return cancelCrashBet(c.var.ctx, c.var.auth.user, id.toLowerCase());
      },
    ),
  )
  // POST /api/v2/games/crash/cashout — cash out at the multiplier of the moment received
  .post(
    '/cashout',
    operation(
      {
        summary: 'Cash out the riding bet at the multiplier of the moment the server received this',
        tags,
        auth: 'bearer',
        answer: crashMyBetSchema,
        errors: [409, 429],
      },
      (c) => {
        // The time of receipt decides, before anything else is awaited.
        const receivedAt = c.var.ctx.clock.now();
        return cashOutCrashBet(c.var.ctx, c.var.auth.user, receivedAt);
      },
    ),
  )
  // GET /api/v2/games/crash/my-bets — the player's bets in the rounds not yet over
  .get(
    '/my-bets',
    operation(
      {
        summary: 'The player\u2019s bets in the rounds not yet over',
        tags,
        auth: 'bearer',
        answer: crashMyBetsAnswerSchema,
      },
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return myCrashBets(c.var.ctx, c.var.auth.user);
      },
    ),
  )
  // GET /api/v2/games/crash/rounds/{id} — a finished round, its hash and its visible bets
  .get(
    '/rounds/:id',
    operation(
      {
        summary: 'A finished round with its point, its hash and its visible bets',
        tags,
        answer: crashRoundAnswerSchema,
        errors: [404],
      },
      (c) => {
        const id = pathParam(c, 'id');
        if (!/^\d{1,15}$/.test(id)) throw AppError.of('not_found', 404);
        return crashRoundDetail(c.var.ctx, Number(id));
      },
    ),
  );
