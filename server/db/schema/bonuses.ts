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
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@/lib/constants/currencies';
import { users } from './users';

/** ru, en and kz text of an operator's name or terms. */
export type LocalizedText = { ru: string; en: string; kz: string };

/**
 * `deposit_match`: a percentage of the triggering deposit up to a maximum; `fixed`: a fixed
 * amount on a qualifying deposit; `no_deposit`: a fixed amount with no deposit; `free_spins`:
 * rounds on one casino game whose wins carry the template's wagering; `cashback`: a share of the
 * net loss over a period, granted as bonus money.
 */
export type BonusKind = 'deposit_match' | 'fixed' | 'no_deposit' | 'free_spins' | 'cashback';

/** What the wagering requirement is a multiple of. */
export type WageringBase = 'bonus' | 'bonus_plus_deposit';

/**
 * Per-currency amounts of a template, minor units. `min_deposit` qualifies a deposit,
 * `max_bonus` caps a match, `fixed_amount` is a fixed or no-deposit bonus, `max_bet` is the
 * largest stake accepted while bonus money is in the stake, `max_conversion` caps what turns
 * real (null: no cap). A currency missing here is not offered in it.
 */
export type BonusCurrencyTerms = {
  min_deposit: number;
  max_bonus: number;
  fixed_amount: number;
  max_bet: number;
  max_conversion: number | null;
};

/**
 * How much of a stake counts toward wagering, in basis points (10000 = 100 %). In-house games
 * and crash count by their house edge against `reference_edge_bp` (a 1 % game against 4 % counts
 * 25 %), never above 100 %; sports tickets count only at or above `sports_min_odds_e4`.
 * `excluded_games` lists game slugs that do not count at all.
 */
export type ContributionProfile = {
  slots_bp: number;
  live_casino_bp: number;
  table_bp: number;
  /** The edge at which an in-house game counts 100 %, basis points. */
  reference_edge_bp: number;
  sports_bp: number;
  sports_min_odds_e4: number;
  excluded_games: string[];
};

/** A free-spins template's game and per-currency bet of one round (minor units). */
export type FreeSpinTerms = {
  game_slug: string;
  rounds: number;
  bet_value: Record<string, number>;
};

/**
 * An operator's bonus template: what a grant made from it gives and on which terms. A grant
 * copies the terms it needs when made, so editing a template never changes a running bonus.
 */
export const bonusTemplates = pgTable(
  'bonus_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable operator handle, e.g. `welcome-1`. */
    code: text('code').notNull().unique(),
    kind: text('kind').$type<BonusKind>().notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** Extra terms in prose, shown under the generated significant terms. */
    terms: jsonb('terms').$type<LocalizedText>().notNull(),
    /** Match percentage for `deposit_match` (100 = 100 %). */
    percent: integer('percent').notNull().default(0),
    currencies: jsonb('currencies')
      .$type<Partial<Record<Currency, BonusCurrencyTerms>>>()
      .notNull(),
    /** 0: the bonus is real money at once. */
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    wageringBase: text('wagering_base').$type<WageringBase>().notNull(),
    contributions: jsonb('contributions').$type<ContributionProfile>().notNull(),
    /** Days a grant has to complete its wagering. */
    validityDays: integer('validity_days').notNull(),
    freeSpins: jsonb('free_spins').$type<FreeSpinTerms>(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'bonus_templates_kind_ck',
      sql`${table.kind} in ('deposit_match', 'fixed', 'no_deposit', 'free_spins', 'cashback')`,
    ),
    check('bonus_templates_base_ck', sql`${table.wageringBase} in ('bonus', 'bonus_plus_deposit')`),
    check(
      'bonus_templates_numbers_ck',
      sql`${table.percent} between 0 and 1000 and ${table.wageringMultiplier} between 0 and 200 and ${table.validityDays} between 1 and 365`,
    ),
  ],
);

export type BonusTemplate = typeof bonusTemplates.$inferSelect;

/**
 * A welcome pack: its steps unlock on a player's 1st … nth deposit made within `valid_days`
 * of registration. `public_title` is what guests see (`get-welcome-packs-guest`).
 */
export const welcomePacks = pgTable('welcome_packs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  publicTitle: jsonb('public_title').$type<LocalizedText>().notNull(),
  validDays: integer('valid_days').notNull().default(7),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type WelcomePack = typeof welcomePacks.$inferSelect;

/** Step `step` of a pack: the template granted on the player's `nth_deposit`-th deposit. */
export const welcomePackSteps = pgTable(
  'welcome_pack_steps',
  {
    packId: integer('pack_id')
      .notNull()
      .references(() => welcomePacks.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    nthDeposit: integer('nth_deposit').notNull(),
    templateId: integer('template_id')
      .notNull()
      .references(() => bonusTemplates.id),
  },
  (table) => [
    primaryKey({ columns: [table.packId, table.step] }),
    uniqueIndex('welcome_pack_steps_nth_uq').on(table.packId, table.nthDeposit),
    check('welcome_pack_steps_nth_ck', sql`${table.step} >= 1 and ${table.nthDeposit} >= 1`),
  ],
);

export type WelcomePackStep = typeof welcomePackSteps.$inferSelect;

/** A player's redemption of a promo code: once per player and code. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    code: text('code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    offerId: bigint('offer_id', { mode: 'number' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.code, table.userId] })],
);

/**
 * `waiting`: the offer waits for the player's (registration and) qualifying deposit;
 * `granted`: a grant was made from it; `expired`: `expires_at` passed first; `cancelled`.
 */
export type BonusOfferStatus = 'waiting' | 'granted' | 'expired' | 'cancelled';
export type BonusOfferSource = 'promo' | 'welcome_pack' | 'ad' | 'operator';

/**
 * A bonus waiting for a player's deposit (the spec's bonus-wait, `{name, expires_in}`): from a
 * promo code, a welcome pack step or an ad campaign. A guest's offer is held against the
 * `super_bonus` device mark (`visitor`) until registration attaches it to the account. The
 * server's `expires_at` is the truth; cookies only display it.
 */
export const bonusOffers = pgTable(
  'bonus_offers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id),
    visitor: text('visitor'),
    templateId: integer('template_id')
      .notNull()
      .references(() => bonusTemplates.id),
    source: text('source').$type<BonusOfferSource>().notNull(),
    /** The promo code, `pack:<id>`, or the campaign's advertiser id. */
    sourceRef: text('source_ref').notNull(),
    status: text('status').$type<BonusOfferStatus>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    grantId: bigint('grant_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('bonus_offers_user_idx').on(table.userId, table.status),
    index('bonus_offers_visitor_idx').on(table.visitor, table.status),
    check(
      'bonus_offers_status_ck',
      sql`${table.status} in ('waiting', 'granted', 'expired', 'cancelled')`,
    ),
    check(
      'bonus_offers_owner_ck',
      sql`${table.userId} is not null or ${table.visitor} is not null`,
    ),
  ],
);

export type BonusOffer = typeof bonusOffers.$inferSelect;

/**
 * `active`: bonus money in play and wagering running; `completed`: wagered through and converted
 * to real money (capped); `expired`: the validity passed, the rest went back to the pool;
 * `forfeited`: given up for a payout; `cancelled`: by the player or an operator.
 */
export type BonusGrantStatus = 'active' | 'completed' | 'expired' | 'forfeited' | 'cancelled';

/**
 * A bonus granted to a player in one currency, with the terms copied from its template. One
 * active grant per player and currency (partial unique index); a later trigger while it is
 * active merges into it (`bonus_credits`). `key` is its first credit's key, derived from what
 * made it (`deposit:<invoice>`, `welcome:<pack>:<step>:<user>`, `promo:<code>:<user>`,
 * `operator:<request key>`), so a replayed trigger never grants twice; its ledger transfers are
 * `bonus-credit:<credit key>`, then `bonus-grant:<id>:convert`, `:excess`, `:expire`,
 * `:forfeit`, `:cancel`. `amount` sums its credits.
 * `wagered` grows by stake × contribution once per bet (`bonus_stakes`); at `wagering_required`
 * the bonus money converts.
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').$type<Currency>().notNull(),
    templateId: integer('template_id')
      .notNull()
      .references(() => bonusTemplates.id),
    offerId: bigint('offer_id', { mode: 'number' }),
    source: text('source').$type<BonusOfferSource | 'deposit' | 'free_spins'>().notNull(),
    depositInvoiceId: uuid('deposit_invoice_id'),
    /** The bonus money granted, minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    depositAmount: bigint('deposit_amount', { mode: 'number' }).notNull().default(0),
    wageringRequired: bigint('wagering_required', { mode: 'number' }).notNull(),
    wagered: bigint('wagered', { mode: 'number' }).notNull().default(0),
    maxBet: bigint('max_bet', { mode: 'number' }).notNull(),
    maxConversion: bigint('max_conversion', { mode: 'number' }),
    contributions: jsonb('contributions').$type<ContributionProfile>().notNull(),
    status: text('status').$type<BonusGrantStatus>().notNull(),
    /** Moved to real money on completion. */
    convertedAmount: bigint('converted_amount', { mode: 'number' }).notNull().default(0),
    /** Returned to the pool when it ended (excess over the cap, expiry, forfeit, cancel). */
    returnedAmount: bigint('returned_amount', { mode: 'number' }).notNull().default(0),
    reason: text('reason'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bonus_grants_active_uq')
      .on(table.userId, table.currency)
      .where(sql`${table.status} = 'active'`),
    index('bonus_grants_user_idx').on(table.userId, table.id),
    index('bonus_grants_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'active'`),
    check(
      'bonus_grants_status_ck',
      sql`${table.status} in ('active', 'completed', 'expired', 'forfeited', 'cancelled')`,
    ),
    check(
      'bonus_grants_money_ck',
      sql`${table.amount} >= 0 and ${table.wagered} >= 0 and ${table.wageringRequired} >= 0 and ${table.maxBet} > 0`,
    ),
  ],
);

export type BonusGrant = typeof bonusGrants.$inferSelect;

/**
 * Each time bonus money was added to a grant: the grant's first credit, and any later trigger
 * while it was active (the next welcome-pack step, a deposit bonus, free-spin wins), which is
 * merged into it (amount and requirement added, the later expiry kept) rather than stacked:
 * one active grant per player and currency. `key` is the trigger's derived key (the grant's
 * first credit shares the grant's key); the ledger transfer is `bonus-credit:<key>`.
 */
export const bonusCredits = pgTable(
  'bonus_credits',
  {
    key: text('key').primaryKey(),
    grantId: bigint('grant_id', { mode: 'number' })
      .notNull()
      .references(() => bonusGrants.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => bonusTemplates.id),
    offerId: bigint('offer_id', { mode: 'number' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    depositAmount: bigint('deposit_amount', { mode: 'number' }).notNull().default(0),
    wageringAdded: bigint('wagering_added', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('bonus_credits_grant_idx').on(table.grantId),
    check('bonus_credits_money_ck', sql`${table.amount} >= 0 and ${table.wageringAdded} >= 0`),
  ],
);

export type BonusCredit = typeof bonusCredits.$inferSelect;

/** The products a stake comes from, for contributions and reports. */
export type BonusProduct =
  'in_house' | 'crash' | 'rooms' | 'slots' | 'live_casino' | 'table' | 'sports';

/**
 * How a bet made while a grant was active was funded, and what it counted: one row per bet
 * (`bet_ref`: `game:<id>`, `crash:<id>`, `room:<id>`, `casino:<aggregator>:<tx>`,
 * `sport:<ticket>`), so wagering counts once per bet and a win or a rollback is split the way the
 * stake was. `stake_bonus` is the part paid from bonus money (real money is spent first).
 */
export const bonusStakes = pgTable(
  'bonus_stakes',
  {
    betRef: text('bet_ref').primaryKey(),
    grantId: bigint('grant_id', { mode: 'number' })
      .notNull()
      .references(() => bonusGrants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    product: text('product').$type<BonusProduct>().notNull(),
    game: text('game').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    stakeBonus: bigint('stake_bonus', { mode: 'number' }).notNull(),
    /**
     * Basis points of the stake counted (rounded: the contribution comes from the exact share,
     * `stakeContribution`), and the wagering it added.
     */
    weightBp: integer('weight_bp').notNull(),
    contribution: bigint('contribution', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }),
    winBonus: bigint('win_bonus', { mode: 'number' }),
    /** Set when the stake was given back (a provider rollback, a void). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('bonus_stakes_grant_idx').on(table.grantId, table.createdAt),
    check(
      'bonus_stakes_money_ck',
      sql`${table.stake} > 0 and ${table.stakeBonus} between 0 and ${table.stake} and ${table.contribution} >= 0 and ${table.weightBp} between 0 and 10000`,
    ),
  ],
);

export type BonusStake = typeof bonusStakes.$inferSelect;
