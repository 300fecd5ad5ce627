import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const CODE_PURPOSES = ['login', 'verify', 'reset'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export type Channel = 'email' | 'phone';

/** A six-digit code sent by e-mail or SMS; only its keyed hash is stored. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    channel: text('channel').$type<Channel>().notNull(),
    /** The normalised e-mail or phone the code went to. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('one_time_codes_lookup_idx').on(table.purpose, table.channel, table.target)],
);

export type OneTimeCode = typeof oneTimeCodes.$inferSelect;
