import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MirrorStatus } from '@/lib/constants/marketing';

/**
 * A mirror domain of the site (spec §1, §7). A blocked or retired mirror with a `new_link`
 * sends its visitors there (`POST /middleware/mirrorRedirect`, `GET /mirror`).
 */
export const mirrors = pgTable(
  'mirrors',
  {
    /** Lower-case, without a leading `www.` or a port. */
    domain: text('domain').primaryKey(),
    status: text('status').$type<MirrorStatus>().notNull().default('active'),
    /** The base URL visitors of a blocked or retired mirror go to, e.g. `https://casino2.example`. */
    newLink: text('new_link'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('mirrors_domain_lower_ck', sql`${table.domain} = lower(${table.domain})`),
    check('mirrors_status_ck', sql`${table.status} in ('active', 'blocked', 'retired')`),
  ],
);

export type Mirror = typeof mirrors.$inferSelect;
