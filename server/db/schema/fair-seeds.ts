import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A player's provably fair seed pair, from which every in-house game result is derived: the
 * server seed (64 hex characters, secret until the pair is revealed), its SHA-256 shown
 * meanwhile, the player's client seed, and the nonce: the number of bets made with the pair,
 * which is also the nonce of the next bet. A player has one active pair (`revealed_at` null, a
 * partial unique index); rotation reveals it and opens a new one. Every bet advances the nonce
 * with one conditional update of the active row, which serializes a player's bets and gives
 * each its own nonce.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('fair_seeds_active_uq')
      .on(table.userId)
      .where(sql`${table.revealedAt} is null`),
    index('fair_seeds_revealed_idx').on(table.userId, table.revealedAt),
    check('fair_seeds_nonce_ck', sql`${table.nonce} >= 0`),
  ],
);

export type FairSeedPair = typeof fairSeeds.$inferSelect;
