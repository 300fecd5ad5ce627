import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants/currencies';
import type { AppContext } from '@/server/app-context';
import { tournamentResults, tournaments, type Tournament } from '@/server/db/schema';
import { log } from '@/server/lib/log';
import { templateByCode } from '@/server/services/bonus/operator/save-template';
import { rowsOf } from '@/server/services/ledger/transfer';
import { fromBase, placeBase, poolAmount, prizeOf } from './prize-amounts';
import { payPrize } from './pay-prize';
import { scoreTournament } from './score-tournament';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'fetch'>;

/** What finalizing did to a tournament. */
export type FinalizeOutcome = 'finished' | 'cancelled' | 'unpaid' | 'not_finalizing';

type Ranked = {
  user_id: number;
  currency: Currency;
  score: string;
  best_bet_ref: string | null;
};

/**
 * Step one, in one transaction with the tournament locked: unless its places are already
 * written, the entries are scored to `ends_at` a last time and ranked (score desc, achieved_at
 * asc, user_id asc) among those that qualify (a bet and `min_score`). Fewer than `min_players`
 * cancels it (nothing is paid); otherwise every place a prize covers is written with its amount
 * in the winner's currency at the frozen rates and its key `tournament:<id>:place:<n>`.
 */
async function decide(ctx: Ctx, id: number): Promise<Tournament | null> {
  return ctx.db.transaction(async (tx) => {
    const [tournament] = await tx
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, id))
      .for('update');
    if (!tournament || tournament.status !== 'finalizing') return null;
    const [written] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(tournamentResults)
      .where(eq(tournamentResults.tournamentId, id));
    if (written!.n > 0) return tournament;
    await scoreTournament(tx, tournament, tournament.endsAt);
    const ranked = rowsOf<Ranked>(
      await tx.execute(sql`
        select e.user_id, e.currency, e.score, e.best_bet_ref
          from tournament_entries e
         where e.tournament_id = ${id} and e.bets > 0 and e.score >= ${tournament.minScore}
         order by e.score desc, e.achieved_at asc, e.user_id asc`),
    );
    const now = ctx.clock.now();
    if (ranked.length < tournament.minPlayers) {
      await tx
        .update(tournaments)
        .set({ status: 'cancelled', finalizedAt: now })
        .where(eq(tournaments.id, id));
      return null;
    }
    const [turnover] = rowsOf<{ total: string | null }>(
      await tx.execute(
        sql`select sum(turnover) as total from tournament_entries where tournament_id = ${id}`,
      ),
    );
    const pool = poolAmount(tournament, Number(turnover?.total ?? 0));
    const rates = tournament.rates ?? {};
    // A free-spins place wins its template's spins: recorded as the place's amount.
    const spins = new Map<string, number>();
    for (const prize of tournament.prizes) {
      if (prize.kind !== 'free_spins' || !prize.template) continue;
      const template = await templateByCode({ db: tx }, prize.template, 'template');
      spins.set(prize.template, template.freeSpins?.rounds ?? 0);
    }
    const places = ranked.flatMap((entry, index) => {
      const place = index + 1;
      const prize = prizeOf(tournament.prizes, place);
      if (!prize) return [];
      const amount =
        prize.kind === 'free_spins'
          ? (spins.get(prize.template ?? '') ?? 0)
          : (fromBase(placeBase(prize, pool), entry.currency, rates) ?? 0);
      return [
        {
          tournamentId: id,
          place,
          userId: entry.user_id,
          score: Number(entry.score),
          prizeKind: prize.kind,
          amount,
          currency: entry.currency,
          bestBetRef: entry.best_bet_ref,
          transferKey: `tournament:${id}:place:${place}`,
        },
      ];
    });
    if (places.length > 0) await tx.insert(tournamentResults).values(places).onConflictDoNothing();
    return tournament;
  });
}

/**
 * Finalizes a tournament past its end: its places decided (`decide`), then each unpaid place
 * paid in a transaction of its own (`payPrize`), then finished. Safe to run twice at once or
 * again after a crash at any point: the places are written once, a paid place is skipped, and
 * each prize's key makes a second payment impossible. A place that cannot be paid yet (a
 * missing template) is logged and left for the next run; the tournament stays finalizing.
 */
export async function finalizeTournament(ctx: Ctx, id: number): Promise<FinalizeOutcome> {
  const tournament = await decide(ctx, id);
  if (!tournament) {
    const [row] = await ctx.db
      .select({ status: tournaments.status })
      .from(tournaments)
      .where(eq(tournaments.id, id));
    return row?.status === 'cancelled' ? 'cancelled' : 'not_finalizing';
  }
  const unpaid = await ctx.db
    .select()
    .from(tournamentResults)
    .where(and(eq(tournamentResults.tournamentId, id), isNull(tournamentResults.paidAt)))
    .orderBy(tournamentResults.place);
  let failed = 0;
  for (const place of unpaid) {
    const prize = prizeOf(tournament.prizes, place.place);
    try {
      await payPrize(ctx, place, prize?.template);
    } catch (error) {
      failed += 1;
      log.error('tournaments: a prize could not be paid', { id, place: place.place, error });
    }
  }
  if (failed > 0) return 'unpaid';
  await ctx.db
    .update(tournaments)
    .set({ status: 'finished', finalizedAt: ctx.clock.now() })
    .where(and(eq(tournaments.id, id), eq(tournaments.status, 'finalizing')));
  return 'finished';
}
