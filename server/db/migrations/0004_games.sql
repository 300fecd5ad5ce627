CREATE TABLE "fair_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fair_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "fair_seeds_nonce_ck" CHECK ("fair_seeds"."nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"game" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"multiplier" double precision DEFAULT 0 NOT NULL,
	"win" boolean DEFAULT false NOT NULL,
	"inputs" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"state" jsonb,
	"seed_pair_id" bigint NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"balance_after" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_bets_amount_ck" CHECK ("game_bets"."amount" > 0),
	CONSTRAINT "game_bets_payout_ck" CHECK ("game_bets"."payout" >= 0),
	CONSTRAINT "game_bets_status_ck" CHECK ("game_bets"."status" in ('open', 'settled'))
);
--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_bets" ADD CONSTRAINT "game_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_bets" ADD CONSTRAINT "game_bets_seed_pair_id_fair_seeds_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."fair_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_active_uq" ON "fair_seeds" USING btree ("user_id") WHERE "fair_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "fair_seeds_revealed_idx" ON "fair_seeds" USING btree ("user_id","revealed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_bets_key_uq" ON "game_bets" USING btree ("user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "game_bets_open_uq" ON "game_bets" USING btree ("user_id","game") WHERE "game_bets"."status" = 'open';--> statement-breakpoint
CREATE INDEX "game_bets_user_idx" ON "game_bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "game_bets_recent_idx" ON "game_bets" USING btree ("game","settled_at","id") WHERE "game_bets"."status" = 'settled';