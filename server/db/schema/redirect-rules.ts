import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RedirectMatch, RedirectStatus } from '@/lib/constants/marketing';

/**
 * The redirect lookup of spec §2 (`GET /middleware/redirect`): an exact rule for a path wins,
 * else the longest prefix rule that matches on a segment boundary.
 */
export const redirectRules = pgTable(
  'redirect_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    match: text('match').$type<RedirectMatch>().notNull(),
    /** Without the locale prefix and without a trailing slash (`/promo`, or `/` itself). */
    path: text('path').notNull(),
    /** An internal path starting with `/` or an absolute http(s) URL. */
    destination: text('destination').notNull(),
    status: integer('status').$type<RedirectStatus>().notNull().default(302),
    /** Prefix rules: append the rest of the path (`/promo/a` → destination + `/a`). */
    keepRest: boolean('keep_rest').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('redirect_rules_path_idx').on(table.path),
    check('redirect_rules_match_ck', sql`${table.match} in ('exact', 'prefix')`),
    check('redirect_rules_status_ck', sql`${table.status} in (301, 302, 307, 308)`),
    check(
      'redirect_rules_path_ck',
      sql`${table.path} = '/' or (${table.path} like '/%' and ${table.path} not like '%/')`,
    ),
    // An internal path (not `//host`, which browsers read as another site) or an http(s) URL.
    check(
      'redirect_rules_destination_ck',
      sql`${table.destination} ~ '^(/([^/\\\\]|$)|https?://[^/])'`,
    ),
  ],
);

export type RedirectRule = typeof redirectRules.$inferSelect;
