CREATE TABLE "casino_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "casino_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"aggregator" text NOT NULL,
	"external_round_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"bet_total" bigint DEFAULT 0 NOT NULL,
	"win_total" bigint DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "casino_rounds_status_ck" CHECK ("casino_rounds"."status" in ('open', 'closed', 'cancelled')),
	CONSTRAINT "casino_rounds_totals_ck" CHECK ("casino_rounds"."bet_total" >= 0 and "casino_rounds"."win_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "casino_sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"aggregator" text NOT NULL,
	"game_code" text NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"superseded_by" text,
	CONSTRAINT "casino_sessions_mode_ck" CHECK ("casino_sessions"."mode" in ('real', 'demo'))
);
--> statement-breakpoint
CREATE TABLE "casino_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "casino_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"aggregator" text NOT NULL,
	"external_tx_id" text NOT NULL,
	"kind" text NOT NULL,
	"ref_external_tx_id" text,
	"external_round_id" text,
	"round_id" bigint,
	"user_id" integer NOT NULL,
	"game_code" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"content_hash" text NOT NULL,
	"state" text NOT NULL,
	"response" jsonb,
	"ledger_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_transactions_amount_ck" CHECK ("casino_transactions"."amount" >= 0),
	CONSTRAINT "casino_transactions_kind_ck" CHECK ("casino_transactions"."kind" in ('bet', 'win', 'rollback')),
	CONSTRAINT "casino_transactions_state_ck" CHECK ("casino_transactions"."state" in ('processed', 'rolled_back', 'tombstone'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_round_id_casino_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."casino_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casino_rounds_external_uq" ON "casino_rounds" USING btree ("aggregator","external_round_id","user_id");--> statement-breakpoint
CREATE INDEX "casino_rounds_open_idx" ON "casino_rounds" USING btree ("opened_at") WHERE "casino_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "casino_rounds_user_idx" ON "casino_rounds" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_sessions_current_uq" ON "casino_sessions" USING btree ("user_id","currency","aggregator") WHERE "casino_sessions"."superseded_by" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "casino_transactions_external_uq" ON "casino_transactions" USING btree ("aggregator","external_tx_id");--> statement-breakpoint
CREATE INDEX "casino_transactions_round_idx" ON "casino_transactions" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "casino_transactions_user_idx" ON "casino_transactions" USING btree ("user_id","created_at");