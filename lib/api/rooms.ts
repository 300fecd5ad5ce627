import { schemaLoader, type ApiClient } from './client';

const roomSchemas = schemaLoader(() => import('@/lib/schemas/rooms'));

/** `GET /api/v2/games/rooms/rounds/{id}`: a drawn or refunded round with its ticket table. */
export function roomRound(api: ApiClient, id: number) {
  return api.get(`api/v2/games/rooms/rounds/${id}`, roomSchemas('roomRoundDetailSchema'));
}
