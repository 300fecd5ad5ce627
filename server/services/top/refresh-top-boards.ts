import { sql, type SQL } from 'drizzle-orm';
import {
  TOP_BOARDS,
  TOP_MULTIPLIER_MIN_STAKE,
  TOP_PERIODS,
  TOP_PRODUCTS,
  TOP_SIZE,
} from '@/lib/constants/top';
import type { AppContext } from '@/server/app-context';
import type { Db } from '@/server/db/client';
import {
  topBoards,
  type BonusProduct,
  type TopBoard,
  type TopPeriod,
  type TopRow,
} from '@/server/db/schema';
import { maskPlayer } from '@/server/services/games/mask-player';
import { rowsOf } from '@/server/services/ledger/transfer';
import { forgetTopAnswers } from './read-top';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** The advisory lock one process computes the boards under; the others skip that minute. */
const TOP_LOCK = 7_210_021;

const PERIOD_MS: Record<TopPeriod, number | null> = {
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
  all: null,
};

type Ranked = {
  product: BonusProduct | null;
  game: string | null;
  currency: TopRow['currency'];
  stake: string | null;
  payout: string | null;
  score: string;
  at: Date | string;
  name: string | null;
  email: string | null;
  /** Places within the bet's product and across every product (the wagered-all query has none). */
  place_product?: string;
  place_all?: string;
};

/**
 * The settled bets of the period with their stake, payout and win in the base currency, of
 * players who show their statistics (the others are not on any board).
 */
const betsOf = (since: Date | null) => sql`
  select s.product, s.game, s.currency, s.stake, s.payout, s.settled_at, s.user_id,
         u.name, u.email,
         floor(s.stake::numeric * r.to_base_e8 / 100000000)::bigint as stake_base,
         floor((s.payout - s.stake)::numeric * r.to_base_e8 / 100000000)::bigint as win_base
    from settled_bets s
    join users u on u.id = s.user_id and not u.is_statistics_hidden
    join exchange_rates r on r.currency = s.currency
   ${since ? sql`where s.settled_at >= ${since.toISOString()}::timestamptz` : sql``}`;

/** Ranks `rows` (a query with `product`, `score` and `at`) within each product and across all. */
const ranked = (rows: SQL) => sql`
  select * from (
    select x.*,
           row_number() over (partition by x.product order by x.score desc, x.at asc, x.user_id asc) as place_product,
           row_number() over (order by x.score desc, x.at asc, x.user_id asc) as place_all
      from (${rows}) x
  ) y
  where y.place_product <= ${TOP_SIZE} or y.place_all <= ${TOP_SIZE}`;

/** Each board's rows before ranking: a bet per row, or a player's total per product. */
const BOARD_ROWS: Record<TopBoard, (bets: SQL) => SQL> = {
  // The biggest wins: payout less stake, in the base currency.
  wins: (bets) => sql`
    select b.product, b.game, b.currency, b.stake, b.payout, b.win_base as score,
           b.settled_at as at, b.user_id, b.name, b.email
      from (${bets}) b
     where b.win_base > 0`,
  // The biggest multipliers on a stake worth at least TOP_MULTIPLIER_MIN_STAKE.
  multipliers: (bets) => sql`
    select b.product, b.game, b.currency, b.stake, b.payout,
           floor(b.payout::numeric * 100 / b.stake)::bigint as score,
           b.settled_at as at, b.user_id, b.name, b.email
      from (${bets}) b
     where b.stake_base >= ${TOP_MULTIPLIER_MIN_STAKE} and b.payout > b.stake`,
  // The most wagered: each player's stakes per product, in the base currency.
  wagered: (bets) => sql`
    select b.product, null::text as game, null::text as currency, null::bigint as stake,
           null::bigint as payout, sum(b.stake_base)::bigint as score, max(b.settled_at) as at,
           b.user_id, min(b.name) as name, min(b.email) as email
      from (${bets}) b
     group by b.user_id, b.product`,
};

/** The wagered board across every product: each player's stakes in all products together. */
const WAGERED_ALL = (bets: SQL) => sql`
  select null::text as product, null::text as game, null::text as currency,
         null::bigint as stake, null::bigint as payout, sum(b.stake_base)::bigint as score,
         max(b.settled_at) as at, b.user_id, min(b.name) as name, min(b.email) as email
    from (${bets}) b
   group by b.user_id
   order by score desc, at asc, b.user_id asc
   limit ${TOP_SIZE}`;

function toRow(row: Ranked): TopRow {
  return {
    player: maskPlayer({ name: row.name, email: row.email, isStatisticsHidden: false }),
    product: row.product,
    game: row.game,
    currency: row.currency,
    stake: row.stake === null ? null : Number(row.stake),
    payout: row.payout === null ? null : Number(row.payout),
    score: Number(row.score),
    at: new Date(row.at).toISOString(),
  };
}

/** One board of one period, for every product filter. */
async function computeBoard(db: Db, board: TopBoard, since: Date | null) {
  const bets = betsOf(since);
  const rows = rowsOf<Ranked>(await db.execute(ranked(BOARD_ROWS[board](bets))));
  const byFilter = new Map<(typeof TOP_PRODUCTS)[number], TopRow[]>(
    TOP_PRODUCTS.map((product) => [product, []]),
  );
  const inOrder = (key: 'place_product' | 'place_all') =>
    [...rows].sort((a, b) => Number(a[key]) - Number(b[key]));
  for (const row of inOrder('place_product')) {
    if (Number(row.place_product) <= TOP_SIZE) byFilter.get(row.product!)!.push(toRow(row));
  }
  if (board === 'wagered') {
    const all = rowsOf<Ranked>(await db.execute(WAGERED_ALL(bets)));
    byFilter.set('all', all.map(toRow));
  } else {
    byFilter.set(
      'all',
      inOrder('place_all')
        .filter((row) => Number(row.place_all) <= TOP_SIZE)
        .map(toRow),
    );
  }
  return byFilter;
}

/**
 * Computes every board of the top list from the settled bets of every product and stores them
 * (`top_boards`), in one transaction under an advisory lock: a process that finds it taken
 * skips, since another is computing the same minute. Ranking ties go to whoever got there first
 * (the earlier bet; for wagered, the earlier last bet). Answers whether it computed.
 */
export async function refreshTopBoards(ctx: Ctx): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${TOP_LOCK}) as locked`),
    );
    if (!lock?.locked) return false;
    const now = ctx.clock.now();
    for (const period of TOP_PERIODS) {
      const span = PERIOD_MS[period];
      const since = span === null ? null : new Date(now.getTime() - span);
      for (const board of TOP_BOARDS) {
        const boards = await computeBoard(tx, board, since);
        const values = [...boards].map(([product, rows]) => ({
          period,
          board,
          product,
          rows,
          computedAt: now,
        }));
        await tx
          .insert(topBoards)
          .values(values)
          .onConflictDoUpdate({
            target: [topBoards.period, topBoards.board, topBoards.product],
            set: { rows: sql`excluded.rows`, computedAt: sql`excluded.computed_at` },
          });
      }
    }
    forgetTopAnswers();
    return true;
  });
}
