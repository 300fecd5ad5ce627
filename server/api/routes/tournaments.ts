import {
  joinTournamentAnswerSchema,
  leaderboardAnswerSchema,
  operatorTournamentAnswerSchema,
  operatorTournamentsAnswerSchema,
  tournamentAnswerSchema,
  tournamentListAnswerSchema,
  tournamentListQuerySchema,
  tournamentRequestSchema,
} from '@/lib/schemas/tournaments';
import { AppError } from '@/server/lib/app-error';
import { authenticate } from '@/server/services/auth/authenticate';
import { joinTournament } from '@/server/services/tournaments/join-tournament';
import {
  cancelTournament,
  createTournament,
  listOperatorTournaments,
  updateTournament,
} from '@/server/services/tournaments/operator/save-tournament';
import { readLeaderboard } from '@/server/services/tournaments/read-leaderboard';
import {
  listTournaments,
  readTournament,
  type Viewer,
} from '@/server/services/tournaments/read-tournaments';
import { bearerToken, pathParam, router, type ApiContext } from '../env';
import { operation } from '../operation';

const TAGS = ['tournaments'] as const;
const OPERATOR_TAGS = ['operator', 'tournaments'] as const;

/** A tournament's id from the path; anything but a positive whole number is a 404. */
function tournamentId(c: ApiContext): number {
  const id = pathParam(c, 'id');
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) {
    throw AppError.of('not_found', 404);
  }
  return Number(id);
}

/** The signed-in player, if any: a missing or stale token is a guest here, not a 401. */
async function viewerOf(c: ApiContext): Promise<Viewer> {
  const token = bearerToken(c);
  if (!token) return null;
  try {
    const { user } = await authenticate(c.var.ctx, token);
    return { userId: user.id, currency: user.currency };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** Answers that hold the viewer's own entry are theirs alone. */
const PRIVATE = 'private, no-store';

/** Tournaments (issue 21), mounted at `/tournaments`. */
export const tournamentsRoutes = router()
  // GET /tournaments?status=active|upcoming|finished — the tournaments of a status, or all
  .get(
    '/',
    operation(
      {
        summary: 'Tournaments, filtered by status',
        description:
          '`finished` lists finalizing, finished and cancelled tournaments. Prizes and the ' +
          'minimum bet in the signed-in player\u2019s currency (the base currency for a guest).',
        tags: TAGS,
        query: tournamentListQuerySchema,
        answer: tournamentListAnswerSchema,
      },
      async (c, { query }) => {
        c.header('Cache-Control', PRIVATE);
        return listTournaments(c.var.ctx, query.status, await viewerOf(c));
      },
    ),
  )
  // GET /tournaments/{id} — one tournament: rules, prizes, counts, times, my entry
  .get(
    '/:id',
    operation(
      {
        summary: 'One tournament: rules, prize table, players, times and my entry',
        tags: TAGS,
        answer: tournamentAnswerSchema,
        errors: [404],
      },
      async (c) => {
        c.header('Cache-Control', PRIVATE);
        return readTournament(c.var.ctx, tournamentId(c), await viewerOf(c));
      },
    ),
  )
  // GET /tournaments/{id}/leaderboard — the top places and mine
  .get(
    '/:id/leaderboard',
    operation(
      {
        summary:
          'A tournament\u2019s leaderboard: the top 20 and the signed-in player\u2019s place',
        description:
          'Ranked by score, then by who reached it first. Names masked; players who hide ' +
          'their statistics shown as `***`. A finished tournament shows each place\u2019s prize ' +
          'and, for provably fair games, the winning bet.',
        tags: TAGS,
        answer: leaderboardAnswerSchema,
        errors: [404],
      },
      async (c) => {
        c.header('Cache-Control', PRIVATE);
        const viewer = await viewerOf(c);
        return readLeaderboard(c.var.ctx, tournamentId(c), viewer?.userId ?? null);
      },
    ),
  )
  // POST /tournaments/{id}/join — opt in to an opt-in tournament
  .post(
    '/:id/join',
    operation(
      {
        summary: 'Join an opt-in tournament (bets count from now)',
        tags: TAGS,
        auth: 'bearer',
        account: 'bet',
        answer: joinTournamentAnswerSchema,
        status: 201,
        errors: [404, 409],
      },
      (c) => joinTournament(c.var.ctx, c.var.auth.user, tournamentId(c)),
    ),
  );

/** The operator's tournaments, mounted at `/operator/tournaments`. */
export const operatorTournaments = router()
  // GET /operator/tournaments — every tournament with its places
  .get(
    '/',
    operation(
      {
        summary: 'Every tournament, newest first, with its places and payments',
        tags: OPERATOR_TAGS,
        auth: { staff: 'marketing.manage' },
        answer: operatorTournamentsAnswerSchema,
      },
      (c) => listOperatorTournaments(c.var.ctx),
    ),
  )
  // POST /operator/tournaments — a new tournament
  .post(
    '/',
    operation(
      {
        summary: 'Create a tournament (upcoming until it starts)',
        tags: OPERATOR_TAGS,
        auth: { staff: 'marketing.manage' },
        body: tournamentRequestSchema,
        answer: operatorTournamentAnswerSchema,
        status: 201,
      },
      (c, { body }) => createTournament(c.var.ctx, body),
    ),
  )
  // PUT /operator/tournaments/{id} — replace an upcoming tournament's terms
  .put(
    '/:id',
    operation(
      {
        summary: 'Replace a tournament\u2019s terms while it is upcoming',
        tags: OPERATOR_TAGS,
        auth: { staff: 'marketing.manage' },
        body: tournamentRequestSchema,
        answer: operatorTournamentAnswerSchema,
        errors: [404, 409],
      },
      (c, { body }) => updateTournament(c.var.ctx, tournamentId(c), body),
    ),
  )
  // POST /operator/tournaments/{id}/cancel — cancel an upcoming or active tournament
  .post(
    '/:id/cancel',
    operation(
      {
        summary: 'Cancel an upcoming or active tournament (nothing is paid)',
        tags: OPERATOR_TAGS,
        auth: { staff: 'marketing.manage' },
        answer: operatorTournamentAnswerSchema,
        errors: [404, 409],
      },
      (c) => cancelTournament(c.var.ctx, tournamentId(c)),
    ),
  );
