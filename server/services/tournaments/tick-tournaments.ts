import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { TOURNAMENT_GRACE_MS, TOURNAMENT_SCORING_LAG_MS } from '@/lib/constants/tournaments';
import type { AppContext } from '@/server/app-context';
import { tournaments } from '@/server/db/schema';
import { rowsOf } from '@/server/services/ledger/transfer';
import { scoreTournament } from './score-tournament';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** The advisory lock one process scores under; the others skip that tick. */
const TOURNAMENT_LOCK = 7_210_022;

/** What a tick did: whether it ran, and the tournaments whose boards changed. */
export type TickResult = { ran: boolean; changed: number[] };

/**
 * One scoring tick, in one transaction under an advisory lock (a process that finds it taken
 * skips: another is scoring): upcoming tournaments whose start has come become active with the
 * operator's exchange rates frozen into them; every active tournament is scored up to
 * min(now − lag, ends_at); those past `ends_at` + the grace for rounds in flight are scored to
 * their end and become finalizing (`finalizeTournament` takes them from there).
 */
export async function tickTournaments(ctx: Ctx): Promise<TickResult> {
  return ctx.db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${TOURNAMENT_LOCK}) as locked`),
    );
    if (!lock?.locked) return { ran: false, changed: [] };
    const now = ctx.clock.now();
    await tx
      .update(tournaments)
      .set({
        status: 'active',
        rates: sql`(select coalesce(jsonb_object_agg(currency, to_base_e8), '{}'::jsonb) from exchange_rates)`,
      })
      .where(and(eq(tournaments.status, 'upcoming'), lte(tournaments.startsAt, now)));
    const active = await tx.select().from(tournaments).where(eq(tournaments.status, 'active'));
    const changed: number[] = [];
    const finalizing: number[] = [];
    const lagged = now.getTime() - TOURNAMENT_SCORING_LAG_MS;
    for (const tournament of active) {
      const over = now.getTime() >= tournament.endsAt.getTime() + TOURNAMENT_GRACE_MS;
      const through = over
        ? tournament.endsAt
        : new Date(Math.min(lagged, tournament.endsAt.getTime()));
      if (through.getTime() <= tournament.startsAt.getTime()) continue;
      if (await scoreTournament(tx, tournament, through)) changed.push(tournament.id);
      if (over) finalizing.push(tournament.id);
    }
    if (finalizing.length > 0) {
      await tx
        .update(tournaments)
        .set({ status: 'finalizing' })
        .where(and(inArray(tournaments.id, finalizing), eq(tournaments.status, 'active')));
    }
    return { ran: true, changed };
  });
}
