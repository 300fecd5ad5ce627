import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@/lib/constants/currencies';
import type { BonusProduct } from './bonuses';

/**
 * What one unit of a currency is worth in the base currency (`BASE_CURRENCY`, RUB), ×10⁸:
 * `base_minor = ⌊minor × to_base_e8 / 10⁸⌋` (every wallet currency has two decimals). Operator
 * data, seeded with rough rates and set through `PUT /operator/exchange-rates`. Boards that rank
 * players across currencies read it; a tournament copies it when it starts, so its scores never
 * move with the rates.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').$type<Currency>().primaryKey(),
    toBaseE8: bigint('to_base_e8', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('exchange_rates_positive_ck', sql`${table.toBaseE8} > 0`)],
);

export type ExchangeRate = typeof exchangeRates.$inferSelect;

/**
 * Every product's settled bets in one shape, read off the products' own tables (nothing is
 * written on the money path for it): an in-house bet, a crash bet cashed out or lost, a room bet
 * won or lost, a closed casino round that staked something (its product by the game's kind), a
 * settled or cashed-out sports ticket. `payout` is everything the bet paid back (a ticket's
 * cash-outs included). Refunded, cancelled and open bets are not here. The top list, and later
 * tournaments and the VIP club, score from it.
 */
export const settledBets = pgView('settled_bets', {
  product: text('product').$type<BonusProduct>().notNull(),
  betRef: text('bet_ref').notNull(),
  userId: integer('user_id').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  game: text('game').notNull(),
  stake: bigint('stake', { mode: 'number' }).notNull(),
  payout: bigint('payout', { mode: 'number' }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
}).as(sql`
  select 'in_house'::text as product, 'game:' || b.id as bet_ref, b.user_id, b.currency,
         b.game, b.amount as stake, b.payout, b.settled_at
    from game_bets b
   where b.status = 'settled' and b.settled_at is not null
  union all
  select 'crash', 'crash:' || b.id, b.user_id, b.currency, 'crash', b.amount, b.payout,
         b.settled_at
    from crash_bets b
   where b.status in ('cashed', 'lost') and b.settled_at is not null
  union all
  select 'rooms', 'room:' || b.id, b.user_id, b.currency, 'rooms:' || r.room, b.amount,
         b.payout, r.drawn_at
    from room_bets b join room_rounds r on r.id = b.round_id
   where b.status in ('won', 'lost') and r.drawn_at is not null
  union all
  select case g.kind when 'slot' then 'slots' when 'live' then 'live_casino' else 'table' end,
         'casino-round:' || c.id, c.user_id, c.currency, g.slug, c.bet_total, c.win_total,
         c.closed_at
    from casino_rounds c
    join casino_games g on g.aggregator = c.aggregator and g.external_code = c.game_code
   where c.status = 'closed' and c.bet_total > 0 and c.closed_at is not null
  union all
  select 'sports', 'sport:' || t.id, t.user_id, t.currency, 'sports', t.stake_minor,
         t.payout_minor + t.cashed_out_minor, t.settled_at
    from sport_tickets t
   where t.status in ('settled', 'cashed_out') and t.settled_at is not null
`);

export type SettledBet = typeof settledBets.$inferSelect;

/** The periods and boards of the top list (`/top`). */
export type TopPeriod = '24h' | '7d' | '30d' | 'all';
export type TopBoard = 'wins' | 'multipliers' | 'wagered';

/**
 * The top list's boards as last computed (`refreshTopBoards`, every minute by one process):
 * one row per period, board and product filter (`all` or a product), its ranked rows as JSON in
 * the base currency, ready to answer. A page view reads one row, never the bets.
 */
export const topBoards = pgTable(
  'top_boards',
  {
    period: text('period').$type<TopPeriod>().notNull(),
    board: text('board').$type<TopBoard>().notNull(),
    product: text('product').$type<BonusProduct | 'all'>().notNull(),
    rows: jsonb('rows').$type<TopRow[]>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.period, table.board, table.product] })],
);

/**
 * One ranked row of a board, as stored: minor units; the player's name already masked. On the
 * wagered board a row is a player's total, with no bet of its own: `game`, `currency`, `stake`
 * and `payout` are null, and so is `product` across every product.
 */
export type TopRow = {
  player: string;
  product: BonusProduct | null;
  game: string | null;
  currency: Currency | null;
  stake: number | null;
  payout: number | null;
  /** What ranks the row: base-currency minor units, or for multipliers the multiplier ×100. */
  score: number;
  /** When the row's bet settled (the player's last bet for `wagered`). */
  at: string;
};
