import type { Currency } from '@/lib/constants/currencies';
import type { Room } from '@/lib/constants/rooms';
import type { roomBetRequestSchema } from '@/lib/schemas/rooms';
import type { z } from '@/lib/zod';
import { schemaLoader, type ApiClient } from './client';
import { GAME_SERVICE_OF } from './game-services';

const roomSchemas = schemaLoader(() => import('@/lib/schemas/room-answers'));

/**
 * The rooms' calls (`/api/v2/games/rooms`), in the viewer's currency (the player's, RUB for
 * guests). A room's rounds change on the stream (topic `rooms:<room>:<currency>`); these are the
 * lobby, a stake, and the lookups a page or `/fair` makes. Amounts are major units.
 */
/** The rooms' calls go to their service's base (`lib/api/game-services.ts`). */
const ROOMS = { service: GAME_SERVICE_OF.rooms };

export const ROOMS_PATHS = {
  list: 'api/v2/games/rooms',
  room: (room: Room) => `api/v2/games/rooms/${room}`,
} as const;

/** Every room with its open round's pot and players: the lobby. */
export function roomList(api: ApiClient) {
  return api.get(ROOMS_PATHS.list, roomSchemas('roomListAnswerSchema'), ROOMS);
}

/**
 * A room's rules, unfinished rounds with their tickets, and history (what the stream's snapshot
 * holds), in `currency` when named (the stream's topic), else the viewer's.
 */
export function roomState(api: ApiClient, room: Room, currency?: Currency) {
  return api.get(ROOMS_PATHS.room(room), roomSchemas('roomStateSchema'), {
    ...ROOMS,
    searchParams: { currency },
  });
}

/**
 * A stake in the room's round taking bets (the first one opens it). The answer is the bet with
 * its id, which the page matches against the round's public ticket table to find the player's
 * share: the API has no "my bets in this room" call.
 */
export function placeRoomBet(
  api: ApiClient,
  room: Room,
  body: z.input<typeof roomBetRequestSchema>,
) {
  return api.post(`${ROOMS_PATHS.room(room)}/bet`, roomSchemas('roomMyBetSchema'), body, ROOMS);
}

/** The room's last finished rounds, newest first. */
export function roomHistory(api: ApiClient, room: Room) {
  return api.get(
    `${ROOMS_PATHS.room(room)}/history`,
    roomSchemas('roomHistoryAnswerSchema'),
    ROOMS,
  );
}

/** `GET /api/v2/games/rooms/rounds/{id}`: a drawn or refunded round with its ticket table. */
export function roomRound(api: ApiClient, id: number) {
  return api.get(`api/v2/games/rooms/rounds/${id}`, roomSchemas('roomRoundDetailSchema'), ROOMS);
}
