import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Where a player came from, as `POST /attachSource` reports it after registration and login
 * (spec §7). The first non-null value of each field stays: first touch wins.
 */
export const attributions = pgTable('attributions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stag: text('stag'),
  promo: text('promo'),
  /** The `partnerId` cookie. */
  partnerIdText: text('partner_id_text'),
  advId: text('adv_id'),
  advertiseUid: text('advertise_uid'),
  advertiseSource: text('advertise_source'),
  cpaOneUid: text('cpa_one_uid'),
  prHash: text('pr_hash'),
  /** Set by the wallet on the player's first deposit. */
  firstDepositAt: timestamp('first_deposit_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type AttributionRow = typeof attributions.$inferSelect;
