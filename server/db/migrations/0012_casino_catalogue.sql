CREATE TABLE "casino_favourites" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_favourites_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "casino_games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "casino_games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"provider_id" integer NOT NULL,
	"aggregator" text NOT NULL,
	"external_code" text NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"rtp" numeric(5, 2),
	"volatility" text,
	"volatility_raw" text,
	"paylines" integer,
	"max_win_x" integer,
	"has_demo" boolean DEFAULT false NOT NULL,
	"has_free_spins" boolean DEFAULT false NOT NULL,
	"has_lobby" boolean DEFAULT false NOT NULL,
	"platforms" text[] DEFAULT '{}'::text[] NOT NULL,
	"blocked_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"currencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"release_date" date,
	"image" text,
	"available" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_games_slug_unique" UNIQUE("slug"),
	CONSTRAINT "casino_games_kind_ck" CHECK ("casino_games"."kind" in ('slot', 'live', 'table')),
	CONSTRAINT "casino_games_volatility_ck" CHECK ("casino_games"."volatility" is null or "casino_games"."volatility" in ('low', 'medium', 'high'))
);
--> statement-breakpoint
CREATE TABLE "casino_live_tables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "casino_live_tables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"external_table_id" text NOT NULL,
	"name" text NOT NULL,
	"dealer_name" text,
	"limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"open_time" text,
	"close_time" text,
	"is_open" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino_providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "casino_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_providers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "free_spin_grants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "free_spin_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"aggregator" text NOT NULL,
	"provider_ref" text NOT NULL,
	"rounds" integer NOT NULL,
	"rounds_left" integer NOT NULL,
	"bet_value" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"total_win" bigint DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expiration_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "free_spin_grants_status_ck" CHECK ("free_spin_grants"."status" in ('active', 'completed', 'cancelled')),
	CONSTRAINT "free_spin_grants_rounds_ck" CHECK ("free_spin_grants"."rounds" > 0 and "free_spin_grants"."rounds_left" between 0 and "free_spin_grants"."rounds"),
	CONSTRAINT "free_spin_grants_money_ck" CHECK ("free_spin_grants"."bet_value" > 0 and "free_spin_grants"."total_win" >= 0)
);
--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD COLUMN "free_spin_grant_id" bigint;--> statement-breakpoint
ALTER TABLE "casino_favourites" ADD CONSTRAINT "casino_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_favourites" ADD CONSTRAINT "casino_favourites_game_id_casino_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."casino_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_games" ADD CONSTRAINT "casino_games_provider_id_casino_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."casino_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_live_tables" ADD CONSTRAINT "casino_live_tables_game_id_casino_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."casino_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_spin_grants" ADD CONSTRAINT "free_spin_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_spin_grants" ADD CONSTRAINT "free_spin_grants_game_id_casino_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."casino_games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casino_games_external_uq" ON "casino_games" USING btree ("aggregator","external_code");--> statement-breakpoint
CREATE INDEX "casino_games_kind_idx" ON "casino_games" USING btree ("kind","popularity");--> statement-breakpoint
CREATE INDEX "casino_games_provider_idx" ON "casino_games" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_live_tables_uq" ON "casino_live_tables" USING btree ("game_id","external_table_id");--> statement-breakpoint
CREATE UNIQUE INDEX "free_spin_grants_provider_uq" ON "free_spin_grants" USING btree ("aggregator","provider_ref");--> statement-breakpoint
CREATE INDEX "free_spin_grants_user_idx" ON "free_spin_grants" USING btree ("user_id","expiration_at");--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_free_spin_grant_id_free_spin_grants_id_fk" FOREIGN KEY ("free_spin_grant_id") REFERENCES "public"."free_spin_grants"("id") ON DELETE no action ON UPDATE no action;