import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '@/server/app-context';
import { tournamentEntries, tournaments, type User } from '@/server/db/schema';
import { AppError } from '@/server/lib/app-error';

/**
 * `POST /tournaments/{id}/join`: a player opts in to an opt-in tournament that has not ended
 * (upcoming or active); their bets count from now. The tournament's row is locked while the
 * players are counted, so two joins cannot both take the last place. 404 for no such
 * tournament; 409 when it takes no registrations (auto, or over), is full, or already joined.
 */
export async function joinTournament(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: Pick<User, 'id' | 'currency'>,
  id: number,
) {
  return ctx.db.transaction(async (tx) => {
    const [tournament] = await tx
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, id))
      .for('update');
    if (!tournament) throw AppError.of('not_found', 404);
    const now = ctx.clock.now();
    const open =
      tournament.registration === 'opt_in' &&
      (tournament.status === 'upcoming' || tournament.status === 'active') &&
      tournament.endsAt > now;
    if (!open) throw AppError.of('tournament_not_open', 409);
    const [mine] = await tx
      .select({ userId: tournamentEntries.userId })
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, id), eq(tournamentEntries.userId, user.id)));
    if (mine) throw AppError.of('tournament_joined', 409);
    if (tournament.maxPlayers !== null) {
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(tournamentEntries)
        .where(eq(tournamentEntries.tournamentId, id));
      if (count!.n >= tournament.maxPlayers) throw AppError.of('tournament_full', 409);
    }
    await tx
      .insert(tournamentEntries)
      .values({ tournamentId: id, userId: user.id, currency: user.currency, optedInAt: now });
    return { joined: true as const, opted_in_at: now.toISOString() };
  });
}
