CREATE TABLE "sandbox_rgs_calls" (
	"tx_id" text PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"launch_id" text NOT NULL,
	"player_ref" text NOT NULL,
	"game_code" text NOT NULL,
	"kind" text NOT NULL,
	"ref_tx_id" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"free_rounds_ref" text,
	"status" text NOT NULL,
	"answer" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_rgs_calls_kind_ck" CHECK ("sandbox_rgs_calls"."kind" in ('bet', 'win', 'rollback'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_rgs_free_rounds" (
	"ref" text PRIMARY KEY NOT NULL,
	"player_ref" text NOT NULL,
	"currency" text NOT NULL,
	"game_code" text NOT NULL,
	"rounds" integer NOT NULL,
	"rounds_left" integer NOT NULL,
	"bet_value" bigint NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_rgs_launches" (
	"id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"protocol" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"player_ref" text,
	"session_token" text,
	"language" text NOT NULL,
	"lobby_url" text,
	"deposit_url" text,
	"fault" text,
	"demo_balance" bigint,
	"server_seed" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_rgs_launches_mode_ck" CHECK ("sandbox_rgs_launches"."mode" in ('real', 'demo')),
	CONSTRAINT "sandbox_rgs_launches_protocol_ck" CHECK ("sandbox_rgs_launches"."protocol" in ('hub88', 'gis'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_rgs_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"launch_id" text NOT NULL,
	"game_code" text NOT NULL,
	"player_ref" text,
	"currency" text NOT NULL,
	"table_round" text,
	"stake" bigint NOT NULL,
	"win" bigint,
	"status" text NOT NULL,
	"bets" jsonb,
	"result" jsonb,
	"nonce" integer,
	"free_rounds_ref" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sandbox_rgs_calls_round_idx" ON "sandbox_rgs_calls" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "sandbox_rgs_calls_created_idx" ON "sandbox_rgs_calls" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_rgs_launches_player_idx" ON "sandbox_rgs_launches" USING btree ("player_ref","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_rgs_rounds_table_idx" ON "sandbox_rgs_rounds" USING btree ("table_round") WHERE "sandbox_rgs_rounds"."table_round" is not null;--> statement-breakpoint
CREATE INDEX "sandbox_rgs_rounds_launch_idx" ON "sandbox_rgs_rounds" USING btree ("launch_id","created_at");