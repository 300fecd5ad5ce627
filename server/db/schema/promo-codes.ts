import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bonusTemplates } from './bonuses';

/**
 * A promo code players enter or links carry (`promo`, spec §5 and `GET /bonus-system/bonus/{promo}`).
 * With a template it grants that bonus: once per player (`promo_redemptions`), at most
 * `max_uses` times in all (`uses` counts them), to new players only when `new_players_only`
 * (registered with the code), in `currencies` only when set, between `starts_at` and `expires_at`.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    /** Upper-case; lookups are case-insensitive. */
    code: text('code').primaryKey(),
    /** What the bonus gives, e.g. `deposit_percent`. */
    type: text('type').notNull(),
    value: text('value').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    templateId: integer('template_id').references(() => bonusTemplates.id),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    newPlayersOnly: boolean('new_players_only').notNull().default(false),
    currencies: text('currencies').array(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
  },
  (table) => [
    check('promo_codes_code_upper_ck', sql`${table.code} = upper(${table.code})`),
    check(
      'promo_codes_uses_ck',
      sql`${table.uses} >= 0 and (${table.maxUses} is null or ${table.uses} <= ${table.maxUses})`,
    ),
  ],
);

export type PromoCode = typeof promoCodes.$inferSelect;
