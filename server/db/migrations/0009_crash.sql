CREATE TABLE "engine_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"epoch" integer NOT NULL,
	"holder" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"auto_cash_out" integer,
	"status" text NOT NULL,
	"cashed_out_at" integer,
	"forced" text,
	"payout" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "crash_bets_amount_ck" CHECK ("crash_bets"."amount" > 0),
	CONSTRAINT "crash_bets_payout_ck" CHECK ("crash_bets"."payout" >= 0),
	CONSTRAINT "crash_bets_status_ck" CHECK ("crash_bets"."status" in ('open', 'cashed', 'lost', 'refunded', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crash_chains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"length" integer NOT NULL,
	"terminating_hash" text NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crash_chains_terminating_hash_unique" UNIQUE("terminating_hash")
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crash_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain_id" integer NOT NULL,
	"game" integer NOT NULL,
	"status" text NOT NULL,
	"game_hash" text NOT NULL,
	"crash_point" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	CONSTRAINT "crash_rounds_status_ck" CHECK ("crash_rounds"."status" in ('betting', 'running', 'crashed', 'settled', 'void'))
);
--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_round_id_crash_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."crash_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_key_uq" ON "crash_bets" USING btree ("user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_live_uq" ON "crash_bets" USING btree ("round_id","user_id") WHERE "crash_bets"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "crash_bets_round_idx" ON "crash_bets" USING btree ("round_id","status");--> statement-breakpoint
CREATE INDEX "crash_bets_user_idx" ON "crash_bets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_game_uq" ON "crash_rounds" USING btree ("chain_id","game");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_betting_uq" ON "crash_rounds" USING btree ("status") WHERE "crash_rounds"."status" = 'betting';--> statement-breakpoint
CREATE INDEX "crash_rounds_open_idx" ON "crash_rounds" USING btree ("id") WHERE "crash_rounds"."status" in ('betting', 'running', 'crashed');