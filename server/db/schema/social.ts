import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Currency } from '@/lib/constants/currencies';
import { users } from './users';

/** An identity at a social-login provider linked to an account. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] })],
);

/** One started social login: PKCE verifier, nonce and what to do when the provider answers. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  origin: text('origin').notNull(),
  currency: text('currency').$type<Currency>(),
  promo: text('promo'),
  /** Set when a signed-in player links a provider to the account. */
  linkUserId: integer('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
