import type { z } from '@/lib/zod';
import type { TournamentFilter } from '@/lib/constants/tournaments';
import type {
  leaderboardAnswerSchema,
  tournamentAnswerSchema,
  tournamentListAnswerSchema,
} from '@/lib/schemas/tournaments';
import { schemaLoader, type ApiClient } from './client';

const tournamentSchemas = schemaLoader(() => import('@/lib/schemas/tournaments'));

export type TournamentList = z.output<typeof tournamentListAnswerSchema>;
export type TournamentItem = z.output<typeof tournamentAnswerSchema>['data'];
export type TournamentBoard = z.output<typeof leaderboardAnswerSchema>;

/** `GET /tournaments?status=`: every status when none is given. */
export function fetchTournaments(api: ApiClient, status?: TournamentFilter) {
  return api.get('tournaments', tournamentSchemas('tournamentListAnswerSchema'), {
    searchParams: status ? { status } : {},
  });
}

/** `GET /tournaments/{id}`. */
export function fetchTournament(api: ApiClient, id: number) {
  return api.get(`tournaments/${id}`, tournamentSchemas('tournamentAnswerSchema'));
}

/** `GET /tournaments/{id}/leaderboard`: the top 20 and the signed-in player's row. */
export function fetchLeaderboard(api: ApiClient, id: number) {
  return api.get(`tournaments/${id}/leaderboard`, tournamentSchemas('leaderboardAnswerSchema'));
}

/** `POST /tournaments/{id}/join`. */
export function joinTournament(api: ApiClient, id: number) {
  return api.post(`tournaments/${id}/join`, tournamentSchemas('joinTournamentAnswerSchema'));
}
