CREATE TABLE "sport_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"action" text NOT NULL,
	"event_id" text NOT NULL,
	"type_id" integer,
	"spec_key" text,
	"details" jsonb NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"sport_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_events" (
	"id" text PRIMARY KEY NOT NULL,
	"sport_id" text NOT NULL,
	"tournament_id" text NOT NULL,
	"home" jsonb NOT NULL,
	"away" jsonb NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"producer" smallint DEFAULT 3 NOT NULL,
	"state" jsonb,
	"updated_ts" bigint DEFAULT 0 NOT NULL,
	"seed_hash" text,
	"seed" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_feed_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_feed_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dedup_key" text NOT NULL,
	"type" text NOT NULL,
	"producer" smallint NOT NULL,
	"event_id" text,
	"ts" bigint NOT NULL,
	"payload" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_market_cancels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_market_cancels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"type_id" integer NOT NULL,
	"spec_key" text NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"void_reason" integer,
	"created_at" timestamp with time zone NOT NULL,
	"rolled_back_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sport_markets" (
	"event_id" text NOT NULL,
	"type_id" integer NOT NULL,
	"spec_key" text NOT NULL,
	"specifiers" jsonb NOT NULL,
	"status" smallint NOT NULL,
	"producer" smallint NOT NULL,
	"cashout_status" smallint DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"last_ts" bigint NOT NULL,
	"held_by_operator" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sport_markets_event_id_type_id_spec_key_pk" PRIMARY KEY("event_id","type_id","spec_key"),
	CONSTRAINT "sport_markets_status_ck" CHECK ("sport_markets"."status" in (1, -1, 0, -2, -3, -4))
);
--> statement-breakpoint
CREATE TABLE "sport_outcomes" (
	"event_id" text NOT NULL,
	"type_id" integer NOT NULL,
	"spec_key" text NOT NULL,
	"outcome_id" text NOT NULL,
	"odds_e4" integer,
	"active" boolean DEFAULT true NOT NULL,
	"probability" double precision,
	"half_win_probability" double precision,
	"refund_probability" double precision,
	"half_lose_probability" double precision,
	"result" smallint,
	"void_halves" smallint,
	"dead_heat_e4" integer,
	"certainty" smallint,
	"settled_version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sport_outcomes_event_id_type_id_spec_key_outcome_id_pk" PRIMARY KEY("event_id","type_id","spec_key","outcome_id")
);
--> statement-breakpoint
CREATE TABLE "sport_producers" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"up" boolean DEFAULT true NOT NULL,
	"down_reason" text,
	"last_alive_at" timestamp with time zone,
	"last_processed_ts" bigint DEFAULT 0 NOT NULL,
	"recovery_request_id" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_tournaments" (
	"id" text PRIMARY KEY NOT NULL,
	"sport_id" text NOT NULL,
	"category_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sports_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sport_cashouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ticket_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"fraction_e4" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"offer_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sport_limits" (
	"currency" text NOT NULL,
	"sport_id" text NOT NULL,
	"min_stake_minor" bigint NOT NULL,
	"max_stake_minor" bigint NOT NULL,
	"max_payout_minor" bigint NOT NULL,
	"live_delay_ms" integer NOT NULL,
	"cashout_margin_e4" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sport_limits_currency_sport_id_pk" PRIMARY KEY("currency","sport_id")
);
--> statement-breakpoint
CREATE TABLE "sport_ticket_legs" (
	"ticket_id" uuid NOT NULL,
	"idx" smallint NOT NULL,
	"event_id" text NOT NULL,
	"type_id" integer NOT NULL,
	"spec_key" text NOT NULL,
	"outcome_id" text NOT NULL,
	"odds_requested_e4" integer NOT NULL,
	"odds_e4" integer NOT NULL,
	"market_version" bigint NOT NULL,
	"banker" boolean DEFAULT false NOT NULL,
	"result" smallint,
	"void_halves" smallint,
	"dead_heat_e4" integer,
	"cancel_id" bigint,
	CONSTRAINT "sport_ticket_legs_ticket_id_idx_pk" PRIMARY KEY("ticket_id","idx")
);
--> statement-breakpoint
CREATE TABLE "sport_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"system_size" smallint,
	"lines" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"open_stake_minor" bigint NOT NULL,
	"odds_policy" text NOT NULL,
	"live" boolean NOT NULL,
	"status" text NOT NULL,
	"reject_code" text,
	"reject_details" jsonb,
	"total_odds_e4" bigint NOT NULL,
	"potential_minor" bigint NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"cashed_out_minor" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"accept_after" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sport_tickets_status_ck" CHECK ("sport_tickets"."status" in ('pending', 'open', 'rejected', 'settled', 'cashed_out')),
	CONSTRAINT "sport_tickets_kind_ck" CHECK ("sport_tickets"."kind" in ('single', 'express', 'system')),
	CONSTRAINT "sport_tickets_stake_ck" CHECK ("sport_tickets"."open_stake_minor" between 0 and "sport_tickets"."stake_minor")
);
--> statement-breakpoint
ALTER TABLE "sport_categories" ADD CONSTRAINT "sport_categories_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_events" ADD CONSTRAINT "sport_events_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_events" ADD CONSTRAINT "sport_events_tournament_id_sport_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."sport_tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_markets" ADD CONSTRAINT "sport_markets_event_id_sport_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_tournaments" ADD CONSTRAINT "sport_tournaments_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_tournaments" ADD CONSTRAINT "sport_tournaments_category_id_sport_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."sport_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_cashouts" ADD CONSTRAINT "sport_cashouts_ticket_id_sport_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."sport_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_ticket_legs" ADD CONSTRAINT "sport_ticket_legs_ticket_id_sport_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."sport_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_tickets" ADD CONSTRAINT "sport_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_events_schedule_idx" ON "sport_events" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE INDEX "sport_events_tournament_idx" ON "sport_events" USING btree ("tournament_id","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_feed_messages_dedup_uq" ON "sport_feed_messages" USING btree ("dedup_key");--> statement-breakpoint
CREATE INDEX "sport_feed_messages_event_idx" ON "sport_feed_messages" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "sport_market_cancels_market_idx" ON "sport_market_cancels" USING btree ("event_id","type_id","spec_key");--> statement-breakpoint
CREATE INDEX "sport_cashouts_ticket_idx" ON "sport_cashouts" USING btree ("ticket_id","seq");--> statement-breakpoint
CREATE INDEX "sport_ticket_legs_outcome_idx" ON "sport_ticket_legs" USING btree ("event_id","type_id","spec_key","outcome_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_tickets_key_uq" ON "sport_tickets" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "sport_tickets_user_idx" ON "sport_tickets" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "sport_tickets_pending_idx" ON "sport_tickets" USING btree ("accept_after") WHERE "sport_tickets"."status" = 'pending';