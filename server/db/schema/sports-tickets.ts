import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@/lib/constants/currencies';
import type { BetKind } from '@/lib/sports/lines';
import { users } from './users';

export type OddsPolicy = 'none' | 'higher' | 'any';

/**
 * `pending`: a live ticket held through the live delay (its stake a pending ledger transfer);
 * `open`: accepted, waiting for its legs; `rejected`: refused after the delay (the hold voided);
 * `settled`: every line decided and paid (`payout_minor`, 0 when lost); `cashed_out`: sold back
 * in full. A rollback of a leg's settlement takes a settled ticket back to `open`.
 */
export type TicketStatus = 'pending' | 'open' | 'rejected' | 'settled' | 'cashed_out';

/**
 * A sports ticket (one bet: a single, an express or a system N/M with bankers). Placed in one
 * transaction with its stake (ledger `sport-stake:<id>`) and legs. `stake_minor` is the stake
 * placed, `open_stake_minor` what still rides after partial cash-outs (settlement pays on it).
 * `version` grows with every settlement and reversal of the ticket; each payout is keyed
 * `sport-pay:<id>:<version>` and its reversal `sport-unpay:<id>:<version>`, so a replayed
 * settlement pays once. `key`/`fingerprint` are the player's idempotency key and the request's
 * digest.
 */
export const sportTickets = pgTable(
  'sport_tickets',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    kind: text('kind').$type<BetKind>().notNull(),
    /** N of a system N/M. */
    systemSize: smallint('system_size'),
    lines: integer('lines').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    openStakeMinor: bigint('open_stake_minor', { mode: 'number' }).notNull(),
    oddsPolicy: text('odds_policy').$type<OddsPolicy>().notNull(),
    live: boolean('live').notNull(),
    status: text('status').$type<TicketStatus>().notNull(),
    rejectCode: text('reject_code'),
    rejectDetails: jsonb('reject_details').$type<Record<string, unknown>>(),
    /** The express's total odds ×10,000 (display; the payout uses the exact product). */
    totalOddsE4: bigint('total_odds_e4', { mode: 'number' }).notNull(),
    potentialMinor: bigint('potential_minor', { mode: 'number' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull().default(0),
    cashedOutMinor: bigint('cashed_out_minor', { mode: 'number' }).notNull().default(0),
    version: integer('version').notNull().default(0),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    /** A live ticket's end of the live delay. */
    acceptAfter: timestamp('accept_after', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sport_tickets_key_uq').on(table.userId, table.key),
    index('sport_tickets_user_idx').on(table.userId, table.placedAt),
    // settled_bets read by time (top list, tournaments, the VIP scorer's window)
    index('sport_tickets_settled_idx')
      .on(table.settledAt)
      .where(sql`${table.status} in ('settled', 'cashed_out')`),
    index('sport_tickets_pending_idx')
      .on(table.acceptAfter)
      .where(sql`${table.status} = 'pending'`),
    check(
      'sport_tickets_status_ck',
      sql`${table.status} in ('pending', 'open', 'rejected', 'settled', 'cashed_out')`,
    ),
    check('sport_tickets_kind_ck', sql`${table.kind} in ('single', 'express', 'system')`),
    check('sport_tickets_stake_ck', sql`${table.openStakeMinor} between 0 and ${table.stakeMinor}`),
  ],
);

/**
 * A leg (selection) of a ticket: the outcome, the odds asked and the odds used, the market
 * version the player saw, whether it is a banker. Its settlement is copied here when the
 * ticket is settled (`result`, `void_halves`, `dead_heat_e4`), so the ticket shows the
 * arithmetic it was paid by; a leg voided by a cancel window names it.
 */
export const sportTicketLegs = pgTable(
  'sport_ticket_legs',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => sportTickets.id),
    idx: smallint('idx').notNull(),
    eventId: text('event_id').notNull(),
    typeId: integer('type_id').notNull(),
    specKey: text('spec_key').notNull(),
    outcomeId: text('outcome_id').notNull(),
    oddsRequestedE4: integer('odds_requested_e4').notNull(),
    oddsE4: integer('odds_e4').notNull(),
    marketVersion: bigint('market_version', { mode: 'number' }).notNull(),
    banker: boolean('banker').notNull().default(false),
    result: smallint('result'),
    voidHalves: smallint('void_halves'),
    deadHeatE4: integer('dead_heat_e4'),
    cancelId: bigint('cancel_id', { mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.ticketId, table.idx] }),
    index('sport_ticket_legs_outcome_idx').on(
      table.eventId,
      table.typeId,
      table.specKey,
      table.outcomeId,
    ),
  ],
);

export type CashoutStatusName = 'quoted' | 'accepted' | 'expired' | 'refused';

/**
 * A cash-out quote and, once accepted, the sale: `fraction_e4` of the open stake (10,000 =
 * all) for `offer_minor`, valid until `expires_at`. Accepting re-quotes under the ticket's lock
 * and pays `sport-cashout:<ticket>:<seq>` only if the offer still holds.
 */
export const sportCashouts = pgTable(
  'sport_cashouts',
  {
    id: uuid('id').primaryKey(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => sportTickets.id),
    userId: integer('user_id').notNull(),
    seq: integer('seq').notNull(),
    fractionE4: integer('fraction_e4').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    offerMinor: bigint('offer_minor', { mode: 'number' }).notNull(),
    status: text('status').$type<CashoutStatusName>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [index('sport_cashouts_ticket_idx').on(table.ticketId, table.seq)],
);

/**
 * Betting limits per currency and sport (`*` = every sport without its own row): stakes, the
 * largest payout, the live delay and the cash-out margin. Without a row the defaults of
 * `lib/constants/sports.ts` apply.
 */
export const sportLimits = pgTable(
  'sport_limits',
  {
    currency: text('currency').$type<Currency>().notNull(),
    sportId: text('sport_id').notNull(),
    minStakeMinor: bigint('min_stake_minor', { mode: 'number' }).notNull(),
    maxStakeMinor: bigint('max_stake_minor', { mode: 'number' }).notNull(),
    maxPayoutMinor: bigint('max_payout_minor', { mode: 'number' }).notNull(),
    liveDelayMs: integer('live_delay_ms').notNull(),
    cashoutMarginE4: integer('cashout_margin_e4').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.currency, table.sportId] })],
);

export type SportTicket = typeof sportTickets.$inferSelect;
export type SportTicketLeg = typeof sportTicketLegs.$inferSelect;
export type SportCashout = typeof sportCashouts.$inferSelect;
