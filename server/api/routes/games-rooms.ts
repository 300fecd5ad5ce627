import { isRoom, type Room } from '@/lib/constants/rooms';
import { currencyQuerySchema } from '@/lib/schemas/games';
import {
  roomBetRequestSchema,
  roomHistoryAnswerSchema,
  roomListAnswerSchema,
  roomMyBetSchema,
  roomRoundDetailSchema,
  roomStateSchema,
} from '@/lib/schemas/rooms';
import { AppError } from '@/server/lib/app-error';
import { placeRoomBet } from '@/server/services/rooms/place-bet';
import { roomRoundDetail } from '@/server/services/rooms/round-detail';
import { roomHistory, roomList, roomState } from '@/server/services/rooms/views';
import { pathParam, router, type ApiContext } from '../env';
import { operation } from '../operation';
import { viewerCurrency } from '../viewer-currency';

const tags = ['games'] as const;

/** The room of the path; an unknown one is a 404. */
function roomOf(c: ApiContext): Room {
  const room = pathParam(c, 'room');
  if (!isRoom(room)) throw AppError.of('not_found', 404);
  return room;
}

/**
 * Rooms, mounted at `/api/v2/games/rooms`: the lobby, a room's state in the viewer's currency,
 * a stake, a finished round with its ticket table (for `/fair`) and a room's history. The rounds
 * are stepped by the engine (`server/services/rooms/engine.ts`); their changes reach the browser
 * on the stream (topic `rooms:<room>:<currency>`).
 */
export const roomsApi = router()
  // GET /api/v2/games/rooms — every room in the viewer's currency with its open round
  .get(
    '/',
    operation(
      {
        summary: 'Every room in the asked currency, the player\u2019s or RUB, with its open round',
        tags,
        query: currencyQuerySchema,
        answer: roomListAnswerSchema,
      },
      async (c, { query }) => {
        c.header('Cache-Control', 'no-store');
        return roomList(c.var.ctx, await viewerCurrency(c, query.currency));
      },
    ),
  )
  // GET /api/v2/games/rooms/rounds/{id} — a finished round with its tickets, seed and entropy
  .get(
    '/rounds/:id',
    operation(
      {
        summary: 'A drawn or refunded round with its ticket table, server seed and entropy',
        tags,
        answer: roomRoundDetailSchema,
        errors: [404],
      },
      (c) => {
        const id = pathParam(c, 'id');
        if (!/^\d{1,15}$/.test(id)) throw AppError.of('not_found', 404);
        return roomRoundDetail(c.var.ctx, Number(id));
      },
    ),
  )
  // GET /api/v2/games/rooms/{room} — the room's rules, unfinished rounds and history
  .get(
    '/:room',
    operation(
      {
        summary:
          'A room in the asked currency: its rules, its rounds with their tickets and shares',
        tags,
        query: currencyQuerySchema,
        answer: roomStateSchema,
        errors: [404],
      },
      async (c, { query }) => {
        const room = roomOf(c);
        c.header('Cache-Control', 'no-store');
        return roomState(c.var.ctx, room, await viewerCurrency(c, query.currency));
      },
    ),
  )
  // GET /api/v2/games/rooms/{room}/history — the room's last finished rounds
  .get(
    '/:room/history',
    operation(
      {
        summary: 'A room\u2019s last 20 finished rounds in the asked currency',
        tags,
        query: currencyQuerySchema,
        answer: roomHistoryAnswerSchema,
        errors: [404],
      },
      async (c, { query }) => {
        const room = roomOf(c);
        const currency = await viewerCurrency(c, query.currency);
        return { rounds: await roomHistory(c.var.ctx, room, currency) };
      },
    ),
  )
  // POST /api/v2/games/rooms/{room}/bet — a stake in the room's round of the player's currency
  .post(
    '/:room/bet',
    operation(
      {
        summary: 'Stake in the room\u2019s open round of the player\u2019s currency',
        tags,
        auth: 'bearer',
        account: 'bet',
        body: roomBetRequestSchema,
        answer: roomMyBetSchema,
        status: 201,
        errors: [404, 409, 429],
      },
      (c, { body }) => placeRoomBet(c.var.ctx, c.var.auth.user, roomOf(c), body),
    ),
  );
