import { eq } from 'drizzle-orm';
import { TOURNAMENT_TICK_MS } from '@/lib/constants/tournaments';
import type { AppContext } from '@/server/app-context';
import { tournaments } from '@/server/db/schema';
import { startPeriodicJob } from '@/server/lib/periodic-job';
import { finalizeTournament } from './finalize-tournament';
import { boardOf } from './read-leaderboard';
import { tickTournaments } from './tick-tournaments';
import { tournamentTopic } from './topic';

/**
 * One run of the tournaments' job: a scoring tick (`tickTournaments`), the changed boards
 * published on `tournament:<id>` after its commit, then every finalizing tournament finalized
 * (`finalizeTournament`, safe in several processes at once). Only the process that scored
 * publishes.
 */
export async function runTournaments(ctx: AppContext) {
  const tick = await tickTournaments(ctx);
  for (const id of tick.changed) {
    const [tournament] = await ctx.db.select().from(tournaments).where(eq(tournaments.id, id));
    if (!tournament) continue;
    const data = await boardOf(ctx.db, tournament);
    await ctx.events.publish({ topic: tournamentTopic(id), type: 'board', data });
  }
  const finalizing = await ctx.db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(eq(tournaments.status, 'finalizing'));
  for (const { id } of finalizing) {
    const outcome = await finalizeTournament(ctx, id);
    if (outcome === 'finished' || outcome === 'cancelled') {
      const [tournament] = await ctx.db.select().from(tournaments).where(eq(tournaments.id, id));
      const data = await boardOf(ctx.db, tournament!);
      await ctx.events.publish({ topic: tournamentTopic(id), type: 'board', data });
    }
  }
}

/**
 * The tournaments' job in every API process, every few seconds; a run still going when the next
 * is due is not doubled.
 */
export function startTournamentJobs(ctx: AppContext): { stop(): void } {
  return startPeriodicJob(
    { everyMs: TOURNAMENT_TICK_MS, failure: 'tournaments: the job failed', immediately: true },
    () => runTournaments(ctx),
  );
}
