import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AccountState } from '@/lib/constants/account-states';
import type { Currency } from '@/lib/constants/currencies';
import type { Locale } from '@/lib/i18n/config';
import { mailboxSql } from '../mailbox';

export const REGISTER_METHODS = ['email', 'phone', 'social'] as const;
export type RegisterMethod = (typeof REGISTER_METHODS)[number];

/** KYC states as the verification provider reports them (spec §4 maps them for display). */
export const KYC_STATUSES = [
  'init',
  'waiting',
  'user_pending',
  'pending',
  'failed',
  'unverified',
  'success',
  'verified',
] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/**
 * Where a player came from when registering (spec §7 register fields, §5 campaign cookies), and
 * the browser fingerprints opened from the encrypted `fpp` (fp free, fp2 paid; spec §3).
 */
export type Attribution = Partial<
  Record<'fp' | 'fp2' | 'partner' | 'adplace' | 'stag' | 'promo', string>
>;

/** A player account: the User of spec §3 minus balances, which the wallet owns. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100_000 }),
    name: text('name'),
    /** Lower-cased; unique when present. */
    email: text('email').unique(),
    /** E.164 (`+79991234567`); unique when present. */
    phone: text('phone').unique(),
    passwordHash: text('password_hash'),
    currency: text('currency').$type<Currency>().notNull(),
    locale: text('locale').$type<Locale>(),
    timezone: text('timezone'),
    imageSmall: text('image_small'),
    registerMethod: text('register_method').$type<RegisterMethod>().notNull(),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    /**
     * Verification (issue 35, `server/services/kyc/`): whether the player must verify now
     * (`kyc_required_level` above `kyc_level`), the provider's status, the level verified and
     * the level asked of the player (the highest of `kyc_requirements` not lifted).
     */
    kycRequired: boolean('kyc_required').notNull().default(false),
    kycStatus: text('kyc_status').$type<KycStatus>().notNull().default('init'),
    kycLevel: smallint('kyc_level').notNull().default(0),
    kycRequiredLevel: smallint('kyc_required_level').notNull().default(0),
    /** Name and date of birth as the provider verified them (age, screening, registers). */
    legalName: text('legal_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    /**
     * Deposits count toward the payout turnover rule from here: the last approved payout, or
     * the time staff waived the rule (`server/services/aml/turnover.ts`).
     */
    turnoverFrom: timestamp('turnover_from', { withTimezone: true }),
    /** When the sanctions and PEP lists last answered about this player. */
    screenedAt: timestamp('screened_at', { withTimezone: true }),
    isPremium: boolean('is_premium').notNull().default(false),
    isAvatarHidden: boolean('is_avatar_hidden').notNull().default(false),
    isStatisticsHidden: boolean('is_statistics_hidden').notNull().default(false),
    /**
     * The player's own feature flags (`lib/constants/features.ts`), set by staff; the profile
     * answers them with those of the segments the player matches (`feature_segments`).
     */
    features: jsonb('features')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    region: text('region').$type<'RU' | 'KZ'>(),
    /** This account's device mark: the profile answers it as `super_bonus` (spec §3, §4). */
    superBonus: text('super_bonus').notNull().unique(),
    attribution: jsonb('attribution')
      .$type<Attribution>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * What the account may do (`lib/constants/account-states.ts`, one guard for every product):
     * `active`, `blocked` by staff or `closed`. Changed only through `setAccountState`, which
     * records the reason and signs the player out everywhere.
     */
    state: text('state').$type<AccountState>().notNull().default('active'),
    stateReason: text('state_reason'),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    /**
     * When a `timed_out` or `self_excluded` state ends by itself: a time-out's end; for a
     * self-exclusion, null until the player asks to reopen after its term, then the end of the
     * cooling-off. The state is `active` from then on (`stateAt`).
     */
    stateUntil: timestamp('state_until', { withTimezone: true }),
    /** When the national self-exclusion register last answered about this player (issue 34). */
    registerCheckedAt: timestamp('register_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('users_created_at_idx').on(table.createdAt),
    index('users_register_checked_idx').on(table.registerCheckedAt),
    // The office's player search (`server/services/office-players/search-players.ts`) and the
    // duplicate-account rule: one mailbox, a name's prefix, a browser fingerprint, and the
    // list's filters walked newest first.
    index('users_mailbox_idx').on(mailboxSql(table.email)),
    index('users_name_prefix_idx').on(sql`lower(${table.name}) text_pattern_ops`),
    index('users_legal_name_prefix_idx').on(sql`lower(${table.legalName}) text_pattern_ops`),
    index('users_attribution_idx').using('gin', sql`${table.attribution} jsonb_path_ops`),
    index('users_state_idx').on(table.state, table.id),
    index('users_kyc_level_idx').on(table.kycLevel, table.id),
    check(
      'users_state_ck',
      sql`${table.state} in ('active', 'blocked', 'closed', 'timed_out', 'self_excluded')`,
    ),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
