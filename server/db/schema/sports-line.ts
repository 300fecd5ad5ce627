import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  EventStatus,
  FeedMessageType,
  LocalName,
  SportEventState,
} from '@/lib/sports/feed-messages';

/**
 * The sports line as the feed last described it (research A2.1): sport → category → tournament
 * → event → market (type + canonical specifiers) → outcome. Ids are the feed's own
 * (`sim:sport:1`, later `sr:…`); names come per locale from the feed. Written only by the feed
 * applier (`server/services/sports/feed/`) and the operator's audited market actions.
 */

export const sports = pgTable('sports', {
  id: text('id').primaryKey(),
  /** `football`, `ice-hockey`, `basketball`, `tennis`, `esports`: the site's slug and icon. */
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalName>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const sportCategories = pgTable('sport_categories', {
  id: text('id').primaryKey(),
  sportId: text('sport_id')
    .notNull()
    .references(() => sports.id),
  name: jsonb('name').$type<LocalName>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const sportTournaments = pgTable('sport_tournaments', {
  id: text('id').primaryKey(),
  sportId: text('sport_id')
    .notNull()
    .references(() => sports.id),
  categoryId: text('category_id')
    .notNull()
    .references(() => sportCategories.id),
  name: jsonb('name').$type<LocalName>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * A match. `status` is the UOF event status; `producer` the producer whose odds the event's
 * markets follow (3 pre-match until the handover, then 1 live); `state` the last
 * `sport_event_status` (score, clock, periods); `updated_ts` the feed time of the last message
 * that changed it. `seed_hash` publishes a simulated match's seed before kick-off, `seed` reveals
 * it once the match is over.
 */
export const sportEvents = pgTable(
  'sport_events',
  {
    id: text('id').primaryKey(),
    sportId: text('sport_id')
      .notNull()
      .references(() => sports.id),
    tournamentId: text('tournament_id')
      .notNull()
      .references(() => sportTournaments.id),
    home: jsonb('home').$type<LocalName>().notNull(),
    away: jsonb('away').$type<LocalName>().notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    status: text('status').$type<EventStatus>().notNull().default('not_started'),
    producer: smallint('producer').notNull().default(3),
    state: jsonb('state').$type<SportEventState>(),
    updatedTs: bigint('updated_ts', { mode: 'number' }).notNull().default(0),
    seedHash: text('seed_hash'),
    seed: text('seed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sport_events_schedule_idx').on(table.status, table.scheduledAt),
    index('sport_events_tournament_idx').on(table.tournamentId, table.scheduledAt),
    // The trading desk's search by team (`TEAMS` in services/sports/operator/trading-events.ts,
    // the same expression): part of either team's name in any language, by trigram.
    index('sport_events_teams_trgm_idx').using(
      'gin',
      sql`(coalesce(${table.home}->>'ru', '') || ' ' || coalesce(${table.home}->>'en', '') || ' ' || coalesce(${table.home}->>'kz', '') || ' ' || coalesce(${table.away}->>'ru', '') || ' ' || coalesce(${table.away}->>'en', '') || ' ' || coalesce(${table.away}->>'kz', '')) gin_trgm_ops`,
    ),
  ],
);

/**
 * A market of an event: identified by its type and canonical specifier key (`total=2.5`,
 * `specKey()`). `status` is the UOF market status (1 active, -1 suspended, 0 deactivated,
 * -2 handed over, -3 settled, -4 cancelled); `producer` the producer that last priced it;
 * `version` grows on every change a player could see (the stream's and the slip's version);
 * `last_ts` is the feed time of the last message applied, so an older one is ignored.
 */
export const sportMarkets = pgTable(
  'sport_markets',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => sportEvents.id),
    typeId: integer('type_id').notNull(),
    specKey: text('spec_key').notNull(),
    specifiers: jsonb('specifiers').$type<Record<string, string>>().notNull(),
    status: smallint('status').notNull(),
    producer: smallint('producer').notNull(),
    cashoutStatus: smallint('cashout_status').notNull().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    lastTs: bigint('last_ts', { mode: 'number' }).notNull(),
    /** Set by an operator's manual suspension: the feed cannot reopen it until lifted. */
    heldByOperator: boolean('held_by_operator').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.typeId, table.specKey] }),
    check('sport_markets_status_ck', sql`${table.status} in (1, -1, 0, -2, -3, -4)`),
  ],
);

/**
 * An outcome of a market: its current odds ×10,000 and probabilities, and its settlement once
 * the feed gives one. `settled_version` counts settlements and rollbacks of this outcome: a
 * ticket's payout key carries the ticket's own version, which grows with each of them.
 * `void_halves` is the void factor ×2 (0, 1 = half, 2 = full refund); `dead_heat_e4` the
 * dead-heat factor ×10,000.
 */
export const sportOutcomes = pgTable(
  'sport_outcomes',
  {
    eventId: text('event_id').notNull(),
    typeId: integer('type_id').notNull(),
    specKey: text('spec_key').notNull(),
    outcomeId: text('outcome_id').notNull(),
    oddsE4: integer('odds_e4'),
    active: boolean('active').notNull().default(true),
    probability: doublePrecision('probability'),
    halfWinProbability: doublePrecision('half_win_probability'),
    refundProbability: doublePrecision('refund_probability'),
    halfLoseProbability: doublePrecision('half_lose_probability'),
    result: smallint('result'),
    voidHalves: smallint('void_halves'),
    deadHeatE4: integer('dead_heat_e4'),
    certainty: smallint('certainty'),
    settledVersion: integer('settled_version').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.typeId, table.specKey, table.outcomeId] }),
  ],
);

/**
 * A `bet_cancel` window on a market: the bets accepted inside [start, end] are void (open
 * bounds when null). `rolled_back_at` is set by `rollback_bet_cancel`, reinstating them.
 */
export const sportMarketCancels = pgTable(
  'sport_market_cancels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: text('event_id').notNull(),
    typeId: integer('type_id').notNull(),
    specKey: text('spec_key').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    voidReason: integer('void_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
  },
  (table) => [
    index('sport_market_cancels_market_idx').on(table.eventId, table.typeId, table.specKey),
  ],
);

/**
 * A producer's health (UOF alive): `up` false after 20 s without an alive, its markets
 * suspended until a recovery's `snapshot_complete`.
 */
export const sportProducers = pgTable('sport_producers', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  up: boolean('up').notNull().default(true),
  downReason: text('down_reason'),
  lastAliveAt: timestamp('last_alive_at', { withTimezone: true }),
  /** Feed time of the last message processed: a recovery asks for what came after it. */
  lastProcessedTs: bigint('last_processed_ts', { mode: 'number' }).notNull().default(0),
  recoveryRequestId: text('recovery_request_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type FeedMessageOutcome = 'applied' | 'stale' | 'duplicate' | 'ignored';

/**
 * Every feed message received, once (`dedup_key` unique: type, producer, event, feed time and a
 * digest of the body): the audit of what the feed said and what the applier did with it.
 */
export const sportFeedMessages = pgTable(
  'sport_feed_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dedupKey: text('dedup_key').notNull(),
    type: text('type').$type<FeedMessageType>().notNull(),
    producer: smallint('producer').notNull(),
    eventId: text('event_id'),
    ts: bigint('ts', { mode: 'number' }).notNull(),
    payload: jsonb('payload').notNull(),
    outcome: text('outcome').$type<FeedMessageOutcome>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sport_feed_messages_dedup_uq').on(table.dedupKey),
    index('sport_feed_messages_event_idx').on(table.eventId, table.id),
  ],
);

/** An operator's manual action on the line (suspend, reopen, settle, void), with its reason. */
export const sportAudit = pgTable('sport_audit', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  action: text('action').notNull(),
  eventId: text('event_id').notNull(),
  typeId: integer('type_id'),
  specKey: text('spec_key'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type SportEvent = typeof sportEvents.$inferSelect;
export type SportMarket = typeof sportMarkets.$inferSelect;
export type SportOutcome = typeof sportOutcomes.$inferSelect;
