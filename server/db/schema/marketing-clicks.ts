import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { partners } from './partners';

export const CLICK_KINDS = ['utm', 'affiliate', 'page_open', 'visit'] as const;
export type ClickKind = (typeof CLICK_KINDS)[number];

/**
 * The marketing funnel's event stream: campaign arrivals (`utm`), partner links (`affiliate`),
 * page opens with a `subH` (`page_open`) and visitor addresses (`visit`, spec §7 `middleware/ip`).
 */
export const marketingClicks = pgTable(
  'marketing_clicks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<ClickKind>().notNull(),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    subH: text('sub_h'),
    /** The browser fingerprint of a page open. */
    uuid: text('uuid'),
    clickUrl: text('click_url'),
    /** The host a visit was made on. */
    host: text('host'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The UTC day of a visit: an address is written down once a day per host. */
    visitDay: date('visit_day', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('marketing_clicks_created_at_idx').on(table.createdAt),
    uniqueIndex('marketing_clicks_visit_uq')
      .on(table.host, table.ip, table.visitDay)
      .where(sql`${table.kind} = 'visit'`),
    check(
      'marketing_clicks_kind_ck',
      sql`${table.kind} in ('utm', 'affiliate', 'page_open', 'visit')`,
    ),
  ],
);

export type MarketingClick = typeof marketingClicks.$inferSelect;
