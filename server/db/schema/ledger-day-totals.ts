import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The reports' closed days (issue 36): a UTC day's posted transfers summed once it is over, per
 * currency, key prefix, kind and the kinds of the two accounts (`server/services/reports/`), so a
 * report of 30 days reads a few hundred rows instead of every transfer. Written once per day by
 * `closeLedgerDays`; never changed (a transfer is never dated in the past).
 */
export const ledgerDayTotals = pgTable(
  'ledger_day_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    prefix: text('prefix').notNull(),
    kind: text('kind').notNull(),
    /** `real`, `bonus`, `debt` (a player's), `house`, `pool` or `psp`. */
    debitSide: text('debit_side').notNull(),
    creditSide: text('credit_side').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transfers: integer('transfers').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.day,
        table.currency,
        table.prefix,
        table.kind,
        table.debitSide,
        table.creditSide,
      ],
    }),
  ],
);

/** The days summed into `ledger_day_totals`: every day up to the newest here is closed. */
export const ledgerClosedDays = pgTable('ledger_closed_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  transfers: integer('transfers').notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
});
