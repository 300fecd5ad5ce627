import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@/lib/constants/currencies';
import type { VipTier } from '@/lib/constants/vip';
import { users } from './users';

/**
 * The VIP club's tiers and their rates (operator data, seeded by the migration): a tier's
 * rakeback is this share of the house edge of each scored bet; its weekly cashback this share
 * of the week's net loss. Basis points (500 = 5 %).
 */
export const vipTiers = pgTable(
  'vip_tiers',
  {
    tier: text('tier').$type<VipTier>().primaryKey(),
    firstLevel: integer('first_level').notNull().unique(),
    rakebackBp: integer('rakeback_bp').notNull(),
    cashbackBp: integer('cashback_bp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'vip_tiers_rates_ck',
      sql`${table.rakebackBp} between 0 and 10000 and ${table.cashbackBp} between 0 and 10000`,
    ),
  ],
);

/**
 * The published ladder: the lifetime points each level needs (`vipLevelPoints`) and the fixed
 * bonus paid on reaching it, in base-currency minor units (operator data).
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    level: integer('level').primaryKey(),
    points: bigint('points', { mode: 'number' }).notNull(),
    bonus: bigint('bonus', { mode: 'number' }).notNull(),
  },
  (table) => [
    check(
      'vip_levels_ck',
      sql`${table.level} >= 1 and ${table.points} >= 0 and ${table.bonus} >= 0`,
    ),
  ],
);

/** A player's standing: lifetime points, the level reached (never lower), rakeback claims made. */
export const vipPlayers = pgTable('vip_players', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  points: bigint('points', { mode: 'number' }).notNull().default(0),
  level: integer('level').notNull().default(1),
  rakebackClaims: integer('rakeback_claims').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Rakeback accrued and not yet claimed, per currency of the bets it came from, in minor units
 * ×10⁴ (a small bet's rakeback is a fraction of a kopek; a claim pays the whole minor units).
 */
export const vipRakeback = pgTable(
  'vip_rakeback',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').$type<Currency>().notNull(),
    pendingE4: bigint('pending_e4', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.currency] }),
    check('vip_rakeback_pending_ck', sql`${table.pendingE4} >= 0`),
  ],
);

export type VipRewardKind = 'rakeback' | 'levelup' | 'cashback';

/**
 * Every VIP reward paid, under the ledger key of its transfer (`vip:rakeback:…`,
 * `vip:levelup:…`, `vip:cashback:…`): the player's history, and a second guard against paying
 * one reward twice.
 */
export const vipRewards = pgTable(
  'vip_rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<VipRewardKind>().notNull(),
    key: text('key').notNull().unique(),
    currency: text('currency').$type<Currency>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** `bonus` when a weekly cashback came as an operator's cashback template, else `real`. */
    money: text('money').$type<'real' | 'bonus'>().notNull().default('real'),
    level: integer('level'),
    /** The ISO week of a cashback (`2026-W47`). */
    week: text('week'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('vip_rewards_user_idx').on(table.userId, table.createdAt),
    check('vip_rewards_kind_ck', sql`${table.kind} in ('rakeback', 'levelup', 'cashback')`),
  ],
);

export type VipReward = typeof vipRewards.$inferSelect;

/**
 * Where the VIP jobs got to: `score` the settled-at watermark of the last scored bets,
 * `cashback` the Monday (UTC) of the last week whose cashback was paid.
 */
export const vipJobMarks = pgTable('vip_job_marks', {
  job: text('job').$type<'score' | 'cashback'>().primaryKey(),
  mark: timestamp('mark', { withTimezone: true }).notNull(),
});
