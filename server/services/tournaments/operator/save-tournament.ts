import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { tournamentRequestSchema } from '@/lib/schemas/tournaments';
import { toMajor } from '@/lib/money/units';
import type { AppContext } from '@/server/app-context';
import { tournamentResults, tournaments, type Tournament } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';
import { templateByCode } from '@/server/services/bonus/operator/save-template';
import { tournamentById } from '../read-leaderboard';
import { serializeTournaments } from '../read-tournaments';
import { scoreIn } from '../score-units';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
type Input = z.output<typeof tournamentRequestSchema>;

/** The columns of a request; a prize's template must exist and be of its kind (422 otherwise). */
async function columnsOf(ctx: Ctx, input: Input) {
  for (const [i, prize] of input.prizes.entries()) {
    if (prize.kind === 'real') continue;
    const template = await templateByCode(ctx, prize.template!, `prizes.${i}.template`);
    if ((template.kind === 'free_spins') !== (prize.kind === 'free_spins')) {
      throw AppError.field(`prizes.${i}.template`, 'invalid_value');
    }
  }
  return {
    name: input.name,
    rules: input.rules,
    image: input.image,
    startsAt: new Date(input.starts_at),
    endsAt: new Date(input.ends_at),
    registration: input.registration,
    products: input.products,
    games: input.games,
    scoring: input.scoring,
    bestCount: input.best_count,
    minBet: input.min_bet,
    minScore: scoreIn(input.scoring, input.min_score),
    minPlayers: input.min_players,
    maxPlayers: input.max_players,
    pool: input.pool,
    prizes: input.prizes.map((prize) => ({
      from: prize.from,
      to: prize.to,
      share_bp: prize.share_bp,
      kind: prize.kind,
      ...(prize.template ? { template: prize.template } : {}),
    })),
  };
}

/**
 * The operator's view of tournaments: what players see, the terms as set (every currency's
 * minimum bet, the prizes' templates) and the frozen places.
 */
export async function operatorView(ctx: Pick<AppContext, 'db'>, list: Tournament[]) {
  const views = await serializeTournaments(ctx, list, null);
  const results =
    list.length === 0
      ? []
      : await ctx.db
          .select()
          .from(tournamentResults)
          .where(
            inArray(
              tournamentResults.tournamentId,
              list.map((t) => t.id),
            ),
          )
          .orderBy(asc(tournamentResults.place));
  return list.map((tournament, i) => ({
    ...views[i]!,
    min_bets: Object.fromEntries(
      Object.entries(tournament.minBet).map(([currency, minor]) => [currency, toMajor(minor)]),
    ),
    prizes: views[i]!.prizes.map((prize, p) => ({
      ...prize,
      template: tournament.prizes[p]?.template ?? null,
    })),
    created_at: tournament.createdAt.toISOString(),
    finalized_at: tournament.finalizedAt?.toISOString() ?? null,
    results: results
      .filter((row) => row.tournamentId === tournament.id)
      .map((row) => ({
        place: row.place,
        user_id: row.userId,
        score: row.score,
        kind: row.prizeKind,
        amount: row.prizeKind === 'free_spins' ? row.amount : toMajor(row.amount),
        currency: row.currency,
        transfer_key: row.transferKey,
        paid_at: row.paidAt?.toISOString() ?? null,
      })),
  }));
}

/** `POST /operator/tournaments`: a new tournament, upcoming until its start. */
export async function createTournament(ctx: Ctx, input: Input) {
  const [row] = await ctx.db
    .insert(tournaments)
    .values({ ...(await columnsOf(ctx, input)), status: 'upcoming', createdAt: ctx.clock.now() })
    .returning();
  const [data] = await operatorView(ctx, [row!]);
  return { data: data! };
}

/**
 * `PUT /operator/tournaments/{id}`: replaces a tournament's terms while it is upcoming (409
 * `tournament_started` after: its players play by the terms they saw).
 */
export async function updateTournament(ctx: Ctx, id: number, input: Input) {
  await tournamentById(ctx.db, id);
  const columns = await columnsOf(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, id))
      .for('update');
    if (locked!.status !== 'upcoming') throw AppError.of('tournament_started', 409);
    const [row] = await tx
      .update(tournaments)
      .set(columns)
      .where(eq(tournaments.id, id))
      .returning();
    const [data] = await operatorView({ db: tx }, [row!]);
    return { data: data! };
  });
}

/**
 * `POST /operator/tournaments/{id}/cancel`: an upcoming or active tournament is cancelled and
 * pays nothing; one finalizing or over is a 409 `tournament_over` (its prizes may be paid).
 */
export async function cancelTournament(ctx: Ctx, id: number) {
  await tournamentById(ctx.db, id);
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, id))
      .for('update');
    if (locked!.status !== 'upcoming' && locked!.status !== 'active') {
      throw AppError.of('tournament_over', 409);
    }
    const [row] = await tx
      .update(tournaments)
      .set({ status: 'cancelled', finalizedAt: ctx.clock.now() })
      .where(eq(tournaments.id, id))
      .returning();
    const [data] = await operatorView({ db: tx }, [row!]);
    return { data: data! };
  });
}

/** `GET /operator/tournaments`: every tournament, newest first, with its places. */
export async function listOperatorTournaments(ctx: Pick<AppContext, 'db'>) {
  const list = await ctx.db.select().from(tournaments).orderBy(desc(tournaments.id)).limit(200);
  return { data: await operatorView(ctx, list) };
}
