import { and, desc, inArray, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import { BASE_CURRENCY } from '@/lib/constants/top';
import {
  TOURNAMENT_FILTER_STATES,
  TOURNAMENT_STATES,
  type TournamentFilter,
} from '@/lib/constants/tournaments';
import type { TournamentView } from '@/lib/schemas/tournaments';
import { toMajor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import {
  bonusTemplates,
  exchangeRates,
  tournamentEntries,
  tournaments,
  type Tournament,
} from '@/server/db/schema';
import { rowsOf } from '@/server/services/ledger/transfer';
import { fromBase, placeBase, poolAmount } from './prize-amounts';
import { tournamentById } from './read-leaderboard';
import { scoreOut } from './score-units';

type Ctx = Pick<AppContext, 'db'>;

/** Who looks: a signed-in player (their currency and entry), or a guest (the base currency). */
export type Viewer = { userId: number; currency: Currency } | null;

/** Tournaments a list shows at most. */
const LIST_LIMIT = 50;

type Totals = { players: number; turnover: number };

async function totalsOf(db: Db, ids: number[]): Promise<Map<number, Totals>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: tournamentEntries.tournamentId,
      players: sql<number>`count(*)::int`,
      turnover: sql<string>`coalesce(sum(${tournamentEntries.turnover}), 0)`,
    })
    .from(tournamentEntries)
    .where(inArray(tournamentEntries.tournamentId, ids))
    .groupBy(tournamentEntries.tournamentId);
  return new Map(
    rows.map((row) => [row.id, { players: row.players, turnover: Number(row.turnover) }]),
  );
}

/** The viewer's entry with its place (null until a bet counts). */
async function entryOf(db: Db, tournament: Tournament, userId: number) {
  const [row] = rowsOf<{ score: string; bets: number; place: string | null }>(
    await db.execute(sql`
      select e.score, e.bets,
             case when e.bets > 0 then 1 + (
               select count(*) from tournament_entries o
                where o.tournament_id = e.tournament_id and o.bets > 0
                  and (o.score > e.score
                       or (o.score = e.score and (o.achieved_at < e.achieved_at
                           or (o.achieved_at = e.achieved_at and o.user_id < e.user_id))))
             ) end as place
        from tournament_entries e
       where e.tournament_id = ${tournament.id} and e.user_id = ${userId}`),
  );
  if (!row) return null;
  return {
    joined: true,
    place: row.place === null ? null : Number(row.place),
    score: scoreOut(tournament.scoring, Number(row.score)),
    bets: row.bets,
  };
}

/** What the API shows of tournaments: prizes in the viewer's currency at the tournament's rates. */
export async function serializeTournaments(
  ctx: Ctx,
  list: Tournament[],
  viewer: Viewer,
): Promise<TournamentView[]> {
  const totals = await totalsOf(
    ctx.db,
    list.map((t) => t.id),
  );
  // A tournament not started yet shows its prizes at today's rates.
  const today = Object.fromEntries(
    (await ctx.db.select().from(exchangeRates)).map((rate) => [rate.currency, rate.toBaseE8]),
  ) as Partial<Record<Currency, number>>;
  const codes = list.flatMap((t) => t.prizes.flatMap((p) => (p.template ? [p.template] : [])));
  const spins = new Map(
    codes.length === 0
      ? []
      : (
          await ctx.db
            .select({ code: bonusTemplates.code, freeSpins: bonusTemplates.freeSpins })
            .from(bonusTemplates)
            .where(inArray(bonusTemplates.code, codes))
        ).map((row) => [row.code, row.freeSpins?.rounds ?? 0]),
  );
  const currency = viewer?.currency ?? BASE_CURRENCY;
  return Promise.all(
    list.map(async (tournament) => {
      const { players, turnover } = totals.get(tournament.id) ?? { players: 0, turnover: 0 };
      const pool = poolAmount(tournament, turnover);
      const rates = tournament.rates ?? today;
      const minBet = tournament.minBet[currency];
      return {
        id: tournament.id,
        name: tournament.name,
        rules: tournament.rules,
        image: tournament.image,
        status: tournament.status,
        starts_at: tournament.startsAt.toISOString(),
        ends_at: tournament.endsAt.toISOString(),
        registration: tournament.registration,
        products: tournament.products,
        games: tournament.games,
        scoring: tournament.scoring,
        best_count: tournament.bestCount,
        min_bet: minBet === undefined ? null : toMajor(minBet),
        min_score: scoreOut(tournament.scoring, tournament.minScore),
        min_players: tournament.minPlayers,
        max_players: tournament.maxPlayers,
        players,
        base_currency: BASE_CURRENCY,
        pool: toMajor(pool),
        pool_mode: tournament.pool.mode,
        pool_share_bp: tournament.pool.mode === 'turnover_share' ? tournament.pool.share_bp : null,
        currency,
        prizes: tournament.prizes.map((prize) => ({
          from: prize.from,
          to: prize.to,
          kind: prize.kind,
          share_bp: prize.share_bp,
          amount:
            prize.kind === 'free_spins'
              ? (spins.get(prize.template ?? '') ?? 0)
              : toMajor(fromBase(placeBase(prize, pool), currency, rates) ?? 0),
        })),
        me: viewer ? await entryOf(ctx.db, tournament, viewer.userId) : null,
      };
    }),
  );
}

/** `GET /tournaments?status=`: soonest first for active and upcoming, latest first when over. */
export async function listTournaments(
  ctx: Ctx,
  filter: TournamentFilter | undefined,
  viewer: Viewer,
) {
  const states = filter ? TOURNAMENT_FILTER_STATES[filter] : TOURNAMENT_STATES;
  const over = filter === 'finished';
  const list = await ctx.db
    .select()
    .from(tournaments)
    .where(and(inArray(tournaments.status, [...states])))
    .orderBy(over ? desc(tournaments.endsAt) : tournaments.startsAt, tournaments.id)
    .limit(LIST_LIMIT);
  return { data: await serializeTournaments(ctx, list, viewer) };
}

/** `GET /tournaments/{id}`. */
export async function readTournament(ctx: Ctx, id: number, viewer: Viewer) {
  const tournament = await tournamentById(ctx.db, id);
  const [data] = await serializeTournaments(ctx, [tournament], viewer);
  return { data: data! };
}
