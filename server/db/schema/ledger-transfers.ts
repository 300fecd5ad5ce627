import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@/lib/constants/currencies';
import { ledgerAccounts } from './ledger-accounts';

export type TransferStatus = 'posted' | 'pending' | 'voided';

/**
 * One immutable movement of money from a debit account to a credit account, balanced by
 * construction. `posted` moves balances; `pending` only holds (pending debits and credits) until a
 * later transfer settles it (`settles_id`, once: a unique index): a `posted` one moves the money,
 * a `voided` one releases the hold. So an account's balance is always the posted credits minus
 * the posted debits. Every transfer has a unique idempotency key and the fingerprint of its
 * content: the same key with other content is refused.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    /** bigint: a busy casino writes billions of transfers. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    fingerprint: text('fingerprint').notNull(),
    kind: text('kind').notNull(),
    status: text('status').$type<TransferStatus>().notNull(),
    debitAccountId: integer('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: integer('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** For a transfer that posts or voids a pending one: that transfer. */
    settlesId: bigint('settles_id', { mode: 'number' }),
    metadata: jsonb('metadata')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('ledger_transfers_debit_idx').on(table.debitAccountId, table.createdAt),
    index('ledger_transfers_credit_idx').on(table.creditAccountId, table.createdAt),
    uniqueIndex('ledger_transfers_settles_uq').on(table.settlesId),
    // The reports read a window of days across every account: transfers are appended in time
    // order, so a block range index finds a day in a few pages at a fraction of a B-tree's size.
    index('ledger_transfers_created_brin').using('brin', table.createdAt),
    check('ledger_transfers_amount_ck', sql`${table.amount} > 0`),
    check('ledger_transfers_accounts_ck', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
    check('ledger_transfers_status_ck', sql`${table.status} in ('posted', 'pending', 'voided')`),
  ],
);

export type LedgerTransfer = typeof ledgerTransfers.$inferSelect;
