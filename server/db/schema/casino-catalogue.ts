import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CasinoAggregator } from '@/lib/constants/casino';
import type { Currency } from '@/lib/constants/currencies';
import { users } from './users';
import { bonusTemplates } from './bonuses';

/** A name in each language of the site. */
export type LocalizedName = { ru: string; en: string; kz: string };

export const CASINO_GAME_KINDS = ['slot', 'live', 'table'] as const;
export type CasinoGameKind = (typeof CASINO_GAME_KINDS)[number];

export const CASINO_VOLATILITIES = ['low', 'medium', 'high'] as const;
export type CasinoVolatility = (typeof CASINO_VOLATILITIES)[number];

/**
 * A studio whose games the catalogue lists (Pragmatic Play, NetEnt… here the sandbox's two). One
 * row per studio whatever aggregator serves it; `enabled` is the operator's switch and hides every
 * game of the studio. The logo is stored locally (aggregators forbid hot-linking).
 */
export const casinoProviders = pgTable('casino_providers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Lower-case, `[a-z0-9-]`: the provider filter's value. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  logo: text('logo'),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type CasinoProvider = typeof casinoProviders.$inferSelect;

/**
 * A game of the catalogue, filled by the sync job of its aggregator (`external_code` is the
 * aggregator's id of it). `available` is what the last sync said (listed and enabled at the
 * aggregator); `enabled` is the operator's switch, which a sync never changes. A game shows when
 * both are true and its provider is enabled; the country filter uses `blocked_countries`.
 */
export const casinoGames = pgTable(
  'casino_games',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The route's `{slots}`: lower-case `[a-z0-9-]`, unique across aggregators. */
    slug: text('slug').notNull().unique(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => casinoProviders.id, { onDelete: 'restrict' }),
    aggregator: text('aggregator').$type<CasinoAggregator>().notNull(),
    externalCode: text('external_code').notNull(),
    kind: text('kind').$type<CasinoGameKind>().notNull(),
    name: jsonb('name').$type<LocalizedName>().notNull(),
    /** Categories and features: `new`, `popular`, `bonus-buy`, `megaways`, `free-spins`… */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Percent with two decimals, as the aggregator declares it; null when it does not. */
    rtp: numeric('rtp', { precision: 5, scale: 2 }),
    volatility: text('volatility').$type<CasinoVolatility>(),
    /** The aggregator's own words for it ("medium-high", 4), kept for the operator. */
    volatilityRaw: text('volatility_raw'),
    paylines: integer('paylines'),
    maxWinX: integer('max_win_x'),
    hasDemo: boolean('has_demo').notNull().default(false),
    hasFreeSpins: boolean('has_free_spins').notNull().default(false),
    hasLobby: boolean('has_lobby').notNull().default(false),
    /** `desktop`, `mobile`. */
    platforms: text('platforms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** ISO 3166 alpha-2, upper-case. */
    blockedCountries: text('blocked_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The currencies it takes; empty means all of the site's. */
    currencies: text('currencies')
      .array()
      .$type<Currency[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    releaseDate: date('release_date', { mode: 'string' }),
    /** A local path under the images route, never the aggregator's URL. */
    image: text('image'),
    available: boolean('available').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    /** Higher first in the "popular" sort: launches in the last 30 days, refreshed by the sync. */
    popularity: integer('popularity').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('casino_games_external_uq').on(table.aggregator, table.externalCode),
    index('casino_games_kind_idx').on(table.kind, table.popularity),
    index('casino_games_provider_idx').on(table.providerId),
    // The office's search (`gameSearchText` in services/casino/catalogue/office-games.ts, the
    // same expression): part of a slug or a name in any language, by trigram (migration 0029).
    index('casino_games_search_trgm_idx').using(
      'gin',
      sql`(${table.slug} || ' ' || coalesce(${table.name}->>'ru', '') || ' ' || coalesce(${table.name}->>'en', '') || ' ' || coalesce(${table.name}->>'kz', '')) gin_trgm_ops`,
    ),
    check('casino_games_kind_ck', sql`${table.kind} in ('slot', 'live', 'table')`),
    check(
      'casino_games_volatility_ck',
      sql`${table.volatility} is null or ${table.volatility} in ('low', 'medium', 'high')`,
    ),
  ],
);

export type CasinoGame = typeof casinoGames.$inferSelect;

/**
 * The catalogue counted per studio and aggregator, for the office's studios list: kept by
 * statement triggers on `casino_games` (migration 0030: each INSERT, UPDATE or DELETE adds its
 * rows' difference, in key order so two writers never deadlock), so the list reads a few hundred
 * rows instead of grouping a million games. `casino_studio_counts_recount()` rebuilds it from
 * the games. `last_synced_at` only moves forward: the newest `synced_at` a sync wrote.
 */
export const casinoStudioCounts = pgTable(
  'casino_studio_counts',
  {
    providerId: integer('provider_id').notNull(),
    aggregator: text('aggregator').$type<CasinoAggregator>().notNull(),
    total: integer('total').notNull().default(0),
    /** Switched on by the operator and listed by the aggregator. */
    playable: integer('playable').notNull().default(0),
    off: integer('off').notNull().default(0),
    unlisted: integer('unlisted').notNull().default(0),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.aggregator] })],
);

/** Per currency, a live table's limits in minor units. */
export type CasinoTableLimits = Partial<Record<Currency, { min: number; max: number }>>;

/**
 * A live game's table as the aggregator's lobby reports it (GIS `/games/lobby`, Evolution's
 * lobby): dealer, limits, opening hours, open now or not. Refreshed by the sync.
 */
export const casinoLiveTables = pgTable(
  'casino_live_tables',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gameId: integer('game_id')
      .notNull()
      .references(() => casinoGames.id, { onDelete: 'cascade' }),
    externalTableId: text('external_table_id').notNull(),
    name: text('name').notNull(),
    dealerName: text('dealer_name'),
    limits: jsonb('limits').$type<CasinoTableLimits>().notNull().default({}),
    /** `HH:MM` UTC; both null for a table open around the clock. */
    openTime: text('open_time'),
    closeTime: text('close_time'),
    isOpen: boolean('is_open').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('casino_live_tables_uq').on(table.gameId, table.externalTableId)],
);

export type CasinoLiveTable = typeof casinoLiveTables.$inferSelect;

/** A player's favourite games. */
export const casinoFavourites = pgTable(
  'casino_favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => casinoGames.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.gameId] })],
);

export const FREE_SPIN_GRANT_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type FreeSpinGrantStatus = (typeof FREE_SPIN_GRANT_STATUSES)[number];

/**
 * Free spins granted to a player on one game (spec §3/§7 free spins; research B2.5): `rounds` of
 * `bet_value` each, playable from `starts_at` until `expiration_at` (an active grant past it is
 * expired: no status change needed). The aggregator learns of it through its free-rounds API
 * (`provider_ref` is its id: Hub88 `reward_uuid`, GIS `freespin_id`); its free bets arrive as zero-cost
 * bets naming it, each taking one round; their wins go to the player's bonus account and add to
 * `total_win`. Cancelling removes the unplayed rounds; credited wins stay.
 */
export const freeSpinGrants = pgTable(
  'free_spin_grants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => casinoGames.id, { onDelete: 'restrict' }),
    aggregator: text('aggregator').$type<CasinoAggregator>().notNull(),
    providerRef: text('provider_ref').notNull(),
    rounds: integer('rounds').notNull(),
    roundsLeft: integer('rounds_left').notNull(),
    /** The total bet of one free round, minor units. */
    betValue: bigint('bet_value', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<FreeSpinGrantStatus>().notNull(),
    totalWin: bigint('total_win', { mode: 'number' }).notNull().default(0),
    /** Who made it: `operator`, or `bonus` (a free-spins template through the bonus engine). */
    source: text('source').notNull(),
    /**
     * The free-spins template it came from: its wins are credited as a bonus under the
     * template's wagering (`bonus_credits`); null for an operator's grant.
     */
    templateId: integer('template_id').references(() => bonusTemplates.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expirationAt: timestamp('expiration_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('free_spin_grants_provider_uq').on(table.aggregator, table.providerRef),
    index('free_spin_grants_user_idx').on(table.userId, table.expirationAt),
    check(
      'free_spin_grants_status_ck',
      sql`${table.status} in ('active', 'completed', 'cancelled')`,
    ),
    check(
      'free_spin_grants_rounds_ck',
      sql`${table.rounds} > 0 and ${table.roundsLeft} between 0 and ${table.rounds}`,
    ),
    check('free_spin_grants_money_ck', sql`${table.betValue} > 0 and ${table.totalWin} >= 0`),
  ],
);

export type FreeSpinGrant = typeof freeSpinGrants.$inferSelect;
