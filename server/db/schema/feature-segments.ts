import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Currency } from '@/lib/constants/currencies';
import type { Feature } from '@/lib/constants/features';
import type { Region } from '@/lib/constants/geo';

/**
 * Feature flags for a segment of players (`server/services/features/`): a player matches when
 * every condition set here holds (the profile currency, the payment region, the VIP level within
 * the range); a rule with none set is every player. The profile's `features` joins the flags of
 * each rule the player matches with the player's own (`users.features`). Rules are few and
 * written by hand, so every process keeps the whole list for a few seconds.
 */
export const featureSegments = pgTable(
  'feature_segments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the segment is, for staff (`KZ sportsbook off`). */
    name: text('name').notNull(),
    features: jsonb('features').$type<Feature[]>().notNull(),
    currency: text('currency').$type<Currency>(),
    region: text('region').$type<Region>(),
    vipLevelMin: integer('vip_level_min'),
    vipLevelMax: integer('vip_level_max'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'feature_segments_features_ck',
      sql`jsonb_typeof(${table.features}) = 'array' and jsonb_array_length(${table.features}) > 0`,
    ),
    check(
      'feature_segments_vip_ck',
      sql`${table.vipLevelMin} >= 1 and ${table.vipLevelMax} >= 1 and ${table.vipLevelMin} <= ${table.vipLevelMax}`,
    ),
  ],
);

export type FeatureSegment = typeof featureSegments.$inferSelect;
