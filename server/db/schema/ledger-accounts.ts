import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@/lib/constants/currencies';
import { users } from './users';

export type AccountOwner = 'user' | 'house' | 'psp' | 'bonus';
/** `debt`: what a player owes after a reversal they could not cover (below zero, blocks payouts). */
export type AccountKind = 'real' | 'bonus' | 'debt';

/**
 * A ledger account: a player's real or bonus money in one currency, or a system account (the
 * house, a payment provider's clearing account, the bonus pool). Amounts are integer minor units.
 * `balance` holds posted money; `pending_debits` is money on hold (payouts awaiting approval).
 * A player's account can never spend what it does not have: the check constraint holds under any
 * concurrency, whatever the code above it does.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `user:100001:RUB:real`, `house:RUB`, `psp:sandbox:RUB`, `bonus:RUB`. */
    code: text('code').notNull().unique(),
    owner: text('owner').$type<AccountOwner>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').$type<Currency>().notNull(),
    kind: text('kind').$type<AccountKind>().notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    pendingDebits: bigint('pending_debits', { mode: 'number' }).notNull().default(0),
    pendingCredits: bigint('pending_credits', { mode: 'number' }).notNull().default(0),
    /** System accounts are the other side of players' money and may go below zero. */
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('ledger_accounts_user_idx').on(table.userId),
    check(
      'ledger_accounts_no_overdraft_ck',
      sql`${table.allowNegative} or ${table.balance} - ${table.pendingDebits} >= 0`,
    ),
    check(
      'ledger_accounts_pending_ck',
      sql`${table.pendingDebits} >= 0 and ${table.pendingCredits} >= 0`,
    ),
  ],
);

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
