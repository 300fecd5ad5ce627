import { eq, sql } from 'drizzle-orm';
import { TOURNAMENT_BOARD_SIZE } from '@/lib/constants/tournaments';
import type { Leaderboard, LeaderboardAnswer } from '@/lib/schemas/tournaments';
import { toMajor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import { tournaments, type Tournament, type TournamentResult } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { maskPlayer } from '@/server/services/games/mask-player';
import { rowsOf } from '@/server/services/ledger/transfer';
import { scoreOut } from './score-units';

type Row = {
  user_id: number;
  score: string;
  bets: number;
  achieved_at: Date | string;
  best_bet_ref: string | null;
  name: string | null;
  email: string | null;
  is_statistics_hidden: boolean;
  place: string;
  prize_kind: TournamentResult['prizeKind'];
  amount: string | null;
  currency: TournamentResult['currency'] | null;
};

/** Bets whose provably fair proof a visitor can check (`/fair`): in-house, crash, rooms. */
const VERIFIABLE = /^(game|crash|room):/;

/** Ranked entries (a bet at least): score desc, reached earlier first, then user id. */
const RANKED = (id: number) => sql`
  select e.user_id, e.score, e.bets, e.achieved_at, e.best_bet_ref, u.name, u.email,
         u.is_statistics_hidden, r.prize_kind, r.amount, r.currency,
         row_number() over (order by e.score desc, e.achieved_at asc, e.user_id asc) as place
    from tournament_entries e
    join users u on u.id = e.user_id
    left join tournament_results r on r.tournament_id = e.tournament_id and r.user_id = e.user_id
   where e.tournament_id = ${id} and e.bets > 0`;

function rowOut(tournament: Tournament, row: Row) {
  const finished = tournament.status === 'finished';
  return {
    place: Number(row.place),
    // Hidden players compete, shown anonymously.
    player: maskPlayer({
      name: row.name,
      email: row.email,
      isStatisticsHidden: row.is_statistics_hidden,
    }),
    score: scoreOut(tournament.scoring, Number(row.score)),
    bets: row.bets,
    achieved_at: new Date(row.achieved_at).toISOString(),
    prize:
      row.prize_kind && row.currency && row.amount !== null
        ? {
            kind: row.prize_kind,
            amount:
              row.prize_kind === 'free_spins' ? Number(row.amount) : toMajor(Number(row.amount)),
            currency: row.currency,
          }
        : null,
    best_bet_ref:
      finished && row.best_bet_ref && VERIFIABLE.test(row.best_bet_ref) ? row.best_bet_ref : null,
  };
}

/** The public board of a tournament: its top places, as the stream's snapshot sends it. */
export async function boardOf(db: Db, tournament: Tournament): Promise<Leaderboard> {
  const rows = rowsOf<Row>(
    await db.execute(sql`${RANKED(tournament.id)} order by place limit ${TOURNAMENT_BOARD_SIZE}`),
  );
  const [count] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from tournament_entries where tournament_id = ${tournament.id}`,
    ),
  );
  return {
    tournament_id: tournament.id,
    status: tournament.status,
    scoring: tournament.scoring,
    players: count?.n ?? 0,
    scored_through: tournament.scoredThrough?.toISOString() ?? null,
    rows: rows.map((row) => rowOut(tournament, row)),
  };
}

/** A tournament by id, or a 404. */
export async function tournamentById(db: Db, id: number): Promise<Tournament> {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  if (!tournament) throw AppError.of('not_found', 404);
  return tournament;
}

/**
 * `GET /tournaments/{id}/leaderboard`: the top places and, for a signed-in player in it, their
 * own row with its place even outside the top (null until a bet counts).
 */
export async function readLeaderboard(
  ctx: Pick<AppContext, 'db'>,
  id: number,
  userId: number | null,
): Promise<LeaderboardAnswer> {
  const tournament = await tournamentById(ctx.db, id);
  const board = await boardOf(ctx.db, tournament);
  if (userId === null) return { ...board, me: null };
  const [mine] = rowsOf<Row>(
    await ctx.db.execute(sql`select * from (${RANKED(id)}) x where x.user_id = ${userId}`),
  );
  if (mine) return { ...board, me: rowOut(tournament, mine) };
  const [entry] = rowsOf<Pick<Row, 'name' | 'email' | 'is_statistics_hidden'>>(
    await ctx.db.execute(sql`
      select u.name, u.email, u.is_statistics_hidden
        from tournament_entries e join users u on u.id = e.user_id
       where e.tournament_id = ${id} and e.user_id = ${userId}`),
  );
  if (!entry) return { ...board, me: null };
  return {
    ...board,
    me: {
      place: null,
      player: maskPlayer({
        name: entry.name,
        email: entry.email,
        isStatisticsHidden: entry.is_statistics_hidden,
      }),
      score: 0,
      bets: 0,
      achieved_at: null,
      prize: null,
      best_bet_ref: null,
    },
  };
}
