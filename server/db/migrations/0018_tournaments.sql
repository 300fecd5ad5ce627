CREATE TABLE "tournament_entries" (
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"opted_in_at" timestamp with time zone,
	"score" bigint DEFAULT 0 NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"achieved_at" timestamp with time zone,
	"best_bet_ref" text,
	CONSTRAINT "tournament_entries_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_results" (
	"tournament_id" integer NOT NULL,
	"place" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" bigint NOT NULL,
	"prize_kind" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"best_bet_ref" text,
	"transfer_key" text NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "tournament_results_tournament_id_place_pk" PRIMARY KEY("tournament_id","place"),
	CONSTRAINT "tournament_results_transfer_key_unique" UNIQUE("transfer_key"),
	CONSTRAINT "tournament_results_amount_ck" CHECK ("tournament_results"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"image" text,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"registration" text NOT NULL,
	"products" text[] DEFAULT '{}' NOT NULL,
	"games" text[] DEFAULT '{}' NOT NULL,
	"scoring" text NOT NULL,
	"best_count" integer,
	"min_bet" jsonb NOT NULL,
	"min_score" bigint DEFAULT 0 NOT NULL,
	"min_players" integer DEFAULT 1 NOT NULL,
	"max_players" integer,
	"pool" jsonb NOT NULL,
	"prizes" jsonb NOT NULL,
	"rates" jsonb,
	"scored_through" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"finalized_at" timestamp with time zone,
	CONSTRAINT "tournaments_status_ck" CHECK ("tournaments"."status" in ('upcoming', 'active', 'finalizing', 'finished', 'cancelled')),
	CONSTRAINT "tournaments_registration_ck" CHECK ("tournaments"."registration" in ('auto', 'opt_in')),
	CONSTRAINT "tournaments_scoring_ck" CHECK ("tournaments"."scoring" in ('bet_count', 'max_multiplier', 'sum_multipliers', 'turnover', 'net_win')),
	CONSTRAINT "tournaments_period_ck" CHECK ("tournaments"."ends_at" > "tournaments"."starts_at"),
	CONSTRAINT "tournaments_players_ck" CHECK ("tournaments"."min_players" >= 1 and ("tournaments"."max_players" is null or "tournaments"."max_players" >= "tournaments"."min_players")),
	CONSTRAINT "tournaments_best_count_ck" CHECK (("tournaments"."scoring" = 'sum_multipliers') = ("tournaments"."best_count" is not null) and coalesce("tournaments"."best_count", 1) >= 1)
);
--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_entries_rank_idx" ON "tournament_entries" USING btree ("tournament_id","score" DESC NULLS LAST,"achieved_at");--> statement-breakpoint
CREATE INDEX "tournaments_status_idx" ON "tournaments" USING btree ("status","starts_at");