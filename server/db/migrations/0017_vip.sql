CREATE TABLE "vip_job_marks" (
	"job" text PRIMARY KEY NOT NULL,
	"mark" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"level" integer PRIMARY KEY NOT NULL,
	"points" bigint NOT NULL,
	"bonus" bigint NOT NULL,
	CONSTRAINT "vip_levels_ck" CHECK ("vip_levels"."level" >= 1 and "vip_levels"."points" >= 0 and "vip_levels"."bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_players" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"rakeback_claims" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_rakeback" (
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"pending_e4" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "vip_rakeback_user_id_currency_pk" PRIMARY KEY("user_id","currency"),
	CONSTRAINT "vip_rakeback_pending_ck" CHECK ("vip_rakeback"."pending_e4" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"money" text DEFAULT 'real' NOT NULL,
	"level" integer,
	"week" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_rewards_key_unique" UNIQUE("key"),
	CONSTRAINT "vip_rewards_kind_ck" CHECK ("vip_rewards"."kind" in ('rakeback', 'levelup', 'cashback'))
);
--> statement-breakpoint
CREATE TABLE "vip_tiers" (
	"tier" text PRIMARY KEY NOT NULL,
	"first_level" integer NOT NULL,
	"rakeback_bp" integer NOT NULL,
	"cashback_bp" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_tiers_first_level_unique" UNIQUE("first_level"),
	CONSTRAINT "vip_tiers_rates_ck" CHECK ("vip_tiers"."rakeback_bp" between 0 and 10000 and "vip_tiers"."cashback_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "vip_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vip_players" ADD CONSTRAINT "vip_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rakeback" ADD CONSTRAINT "vip_rakeback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vip_rewards_user_idx" ON "vip_rewards" USING btree ("user_id","created_at");--> statement-breakpoint
-- ---- custom SQL (VIP club, issue 21): seeds; safe to apply again --------------------------------
-- The requests' decided state is `approved`, no longer `accepted`.
UPDATE "vip_requests" SET "status" = 'approved' WHERE "status" = 'accepted';--> statement-breakpoint
-- Six tiers: rakeback 5 → 20 % of the house edge, weekly cashback 0 → 15 % of the net loss.
INSERT INTO "vip_tiers" ("tier", "first_level", "rakeback_bp", "cashback_bp", "updated_at") VALUES
  ('bronze', 1, 500, 0, now()),
  ('silver', 20, 800, 500, now()),
  ('gold', 40, 1100, 700, now()),
  ('platinum', 60, 1400, 900, now()),
  ('diamond', 80, 1700, 1100, now()),
  ('legend', 100, 2000, 1500, now())
ON CONFLICT ("tier") DO NOTHING;--> statement-breakpoint
-- 100 levels: points(L) = round(1000 · (L − 1)^2.2) (`vipLevelPoints`); the level-up bonus is a
-- fifth of the step's expected house revenue (one point is one kopek of it), in whole rubles,
-- at least 10 ₽; level 1 is where everybody starts and pays nothing.
INSERT INTO "vip_levels" ("level", "points", "bonus")
SELECT l,
       round(1000 * power((l - 1)::numeric, 2.2))::bigint,
       CASE WHEN l = 1 THEN 0 ELSE greatest(1000, round(
         (round(1000 * power((l - 1)::numeric, 2.2)) - round(1000 * power((l - 2)::numeric, 2.2)))
         * 0.2 / 100) * 100)::bigint END
  FROM generate_series(1, 100) AS l
ON CONFLICT ("level") DO NOTHING;
