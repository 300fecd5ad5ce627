import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A promo code players enter or links carry (`promo`, spec §5 and `GET /bonus-system/bonus/{promo}`). */
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
  },
  (table) => [check('promo_codes_code_upper_ck', sql`${table.code} = upper(${table.code})`)],
);

export type PromoCode = typeof promoCodes.$inferSelect;
