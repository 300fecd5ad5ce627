import { sql, type SQL } from 'drizzle-orm';
import type { TournamentScoring } from '@/lib/constants/tournaments';
import type { Db } from '@/server/db/client';
import type { Tournament } from '@/server/db/schema';
import { rowsOf } from '@/server/services/ledger/transfer';

/**
 * Each scoring's score and the moment the entry reached it, over a player's qualifying bets
 * (`r`: one row per bet, `mult_rank` 1 for the best multiplier, ties to the earlier bet).
 * Registry of variants: one definition per scoring type.
 */
const SCORING: Record<TournamentScoring, (bestCount: number) => { score: SQL; achieved: SQL }> = {
  bet_count: () => ({ score: sql`count(*)`, achieved: sql`max(r.settled_at)` }),
  turnover: () => ({ score: sql`sum(r.stake_base)`, achieved: sql`max(r.settled_at)` }),
  // The score last moved with the last bet that won or lost something.
  net_win: () => ({
    score: sql`sum(r.net_base)`,
    achieved: sql`coalesce(max(r.settled_at) filter (where r.net_base <> 0), min(r.settled_at))`,
  }),
  // The first bet that reached the best multiplier.
  max_multiplier: () => ({
    score: sql`max(r.mult)`,
    achieved: sql`min(r.settled_at) filter (where r.mult_rank = 1)`,
  }),
  // The N best multipliers (ties to the earlier bet): reached when the last of them settled.
  sum_multipliers: (best) => ({
    score: sql`coalesce(sum(r.mult) filter (where r.mult_rank <= ${best}), 0)`,
    achieved: sql`max(r.settled_at) filter (where r.mult_rank <= ${best})`,
  }),
};

/**
 * Recomputes a tournament's entries from the settled bets of every product in
 * [starts_at, through): bets of its products and games, with a stake of at least its minimum in
 * the bet's currency (a currency it sets no minimum for does not count), in base-currency minor
 * units at the rates it froze when it started. An opt-in tournament counts a player's bets
 * settled from their opt-in on; an auto one enters every player who bet. Recomputing (not
 * adding past a watermark) makes a tick idempotent and lets a late-settling bet in; the
 * watermark `scored_through` only records how far the entries go. Runs in `db` (the caller's
 * transaction). Answers whether any entry changed.
 */
export async function scoreTournament(db: Db, tournament: Tournament, through: Date) {
  const { score, achieved } = SCORING[tournament.scoring](tournament.bestCount ?? 1);
  const optIn = tournament.registration === 'opt_in';
  // The window as constants, so the planner can bound each product's branch of the view by it.
  const bets = sql`
    select s.user_id, s.bet_ref, s.settled_at,
           floor(s.stake::numeric * (t.rates ->> s.currency)::numeric / 100000000)::bigint as stake_base,
           floor((s.payout - s.stake)::numeric * (t.rates ->> s.currency)::numeric / 100000000)::bigint as net_base,
           floor(s.payout::numeric * 100 / s.stake)::bigint as mult
      from tournaments t
      join settled_bets s
        on s.settled_at >= ${tournament.startsAt.toISOString()}::timestamptz
       and s.settled_at < ${through.toISOString()}::timestamptz
       and s.stake > 0
       and s.stake >= (t.min_bet ->> s.currency)::bigint
       and (t.rates ->> s.currency) is not null
       and (cardinality(t.products) = 0 or s.product = any(t.products))
       and (cardinality(t.games) = 0 or s.game = any(t.games))
      ${
        optIn
          ? sql`join tournament_entries e on e.tournament_id = t.id and e.user_id = s.user_id
                 and s.settled_at >= e.opted_in_at`
          : sql``
      }
     where t.id = ${tournament.id}`;
  const aggregate = sql`
    select r.user_id, count(*)::int as bets, sum(r.stake_base)::bigint as turnover,
           (${score})::bigint as score, ${achieved} as achieved_at,
           min(r.bet_ref) filter (where r.mult_rank = 1) as best_bet_ref
      from (
        select b.*, row_number() over (
                 partition by b.user_id order by b.mult desc, b.settled_at asc, b.bet_ref asc
               ) as mult_rank
          from (${bets}) b
      ) r
     group by r.user_id`;
  const changed = rowsOf<{ user_id: number }>(
    await db.execute(sql`
      insert into tournament_entries
             (tournament_id, user_id, currency, score, bets, turnover, achieved_at, best_bet_ref)
      select ${tournament.id}, a.user_id, u.currency, a.score, a.bets, a.turnover, a.achieved_at,
             a.best_bet_ref
        from (${aggregate}) a
        join users u on u.id = a.user_id
      on conflict (tournament_id, user_id) do update
         set score = excluded.score, bets = excluded.bets, turnover = excluded.turnover,
             achieved_at = excluded.achieved_at, best_bet_ref = excluded.best_bet_ref
       where (tournament_entries.score, tournament_entries.bets, tournament_entries.turnover,
              tournament_entries.achieved_at, tournament_entries.best_bet_ref)
             is distinct from
             (excluded.score, excluded.bets, excluded.turnover, excluded.achieved_at,
              excluded.best_bet_ref)
      returning user_id`),
  );
  // Entries whose bets no longer count (a bet refunded after all): back to nothing.
  const emptied = rowsOf<{ user_id: number }>(
    await db.execute(sql`
      update tournament_entries e
         set score = 0, bets = 0, turnover = 0, achieved_at = null, best_bet_ref = null
       where e.tournament_id = ${tournament.id} and e.bets > 0
         and not exists (select 1 from (${bets}) b where b.user_id = e.user_id)
      returning e.user_id`),
  );
  await db.execute(
    sql`update tournaments set scored_through = ${through.toISOString()}::timestamptz
         where id = ${tournament.id}`,
  );
  return changed.length + emptied.length > 0;
}
