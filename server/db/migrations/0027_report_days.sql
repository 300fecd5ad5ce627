CREATE TABLE "ledger_closed_days" (
	"day" date PRIMARY KEY NOT NULL,
	"transfers" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_day_totals" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"prefix" text NOT NULL,
	"kind" text NOT NULL,
	"debit_side" text NOT NULL,
	"credit_side" text NOT NULL,
	"amount" bigint NOT NULL,
	"transfers" integer NOT NULL,
	CONSTRAINT "ledger_day_totals_day_currency_prefix_kind_debit_side_credit_side_pk" PRIMARY KEY("day","currency","prefix","kind","debit_side","credit_side")
);
--> statement-breakpoint
-- A block range of the ledger is summarized as soon as it fills (autovacuum's work item), not
-- at the next vacuum: unsummarized ranges are read whole by every report of today.
ALTER INDEX "ledger_transfers_created_brin" SET (autosummarize = on);
