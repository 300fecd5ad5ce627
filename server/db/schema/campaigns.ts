import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * An advertising campaign: one set of the four UTM parameters (spec §5). `adv_id` is its public
 * id, kept by the browser in the `advId` cookie; the promo columns are the bonus it advertises.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Random and URL-safe. */
    advId: text('adv_id').notNull().unique(),
    utmSource: text('utm_source').notNull(),
    utmMedium: text('utm_medium').notNull(),
    utmCampaign: text('utm_campaign').notNull(),
    utmTerm: text('utm_term').notNull(),
    promoType: text('promo_type'),
    promoValue: text('promo_value'),
    promoModal: text('promo_modal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('campaigns_utm_uq').on(
      table.utmSource,
      table.utmMedium,
      table.utmCampaign,
      table.utmTerm,
    ),
  ],
);

export type Campaign = typeof campaigns.$inferSelect;
