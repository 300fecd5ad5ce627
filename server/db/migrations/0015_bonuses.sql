CREATE TABLE "bonus_credits" (
	"key" text PRIMARY KEY NOT NULL,
	"grant_id" bigint NOT NULL,
	"template_id" integer NOT NULL,
	"offer_id" bigint,
	"amount" bigint NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"wagering_added" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_credits_money_ck" CHECK ("bonus_credits"."amount" >= 0 and "bonus_credits"."wagering_added" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_grants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"template_id" integer NOT NULL,
	"offer_id" bigint,
	"source" text NOT NULL,
	"deposit_invoice_id" uuid,
	"amount" bigint NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"wagering_required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"max_bet" bigint NOT NULL,
	"max_conversion" bigint,
	"contributions" jsonb NOT NULL,
	"status" text NOT NULL,
	"converted_amount" bigint DEFAULT 0 NOT NULL,
	"returned_amount" bigint DEFAULT 0 NOT NULL,
	"reason" text,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "bonus_grants_key_unique" UNIQUE("key"),
	CONSTRAINT "bonus_grants_status_ck" CHECK ("bonus_grants"."status" in ('active', 'completed', 'expired', 'forfeited', 'cancelled')),
	CONSTRAINT "bonus_grants_money_ck" CHECK ("bonus_grants"."amount" >= 0 and "bonus_grants"."wagered" >= 0 and "bonus_grants"."wagering_required" >= 0 and "bonus_grants"."max_bet" > 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer,
	"visitor" text,
	"template_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"grant_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_offers_status_ck" CHECK ("bonus_offers"."status" in ('waiting', 'granted', 'expired', 'cancelled')),
	CONSTRAINT "bonus_offers_owner_ck" CHECK ("bonus_offers"."user_id" is not null or "bonus_offers"."visitor" is not null)
);
--> statement-breakpoint
CREATE TABLE "bonus_stakes" (
	"bet_ref" text PRIMARY KEY NOT NULL,
	"grant_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"product" text NOT NULL,
	"game" text NOT NULL,
	"stake" bigint NOT NULL,
	"stake_bonus" bigint NOT NULL,
	"weight_bp" integer NOT NULL,
	"contribution" bigint NOT NULL,
	"win" bigint,
	"win_bonus" bigint,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bonus_stakes_money_ck" CHECK ("bonus_stakes"."stake" > 0 and "bonus_stakes"."stake_bonus" between 0 and "bonus_stakes"."stake" and "bonus_stakes"."contribution" >= 0 and "bonus_stakes"."weight_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "bonus_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"currencies" jsonb NOT NULL,
	"wagering_multiplier" integer NOT NULL,
	"wagering_base" text NOT NULL,
	"contributions" jsonb NOT NULL,
	"validity_days" integer NOT NULL,
	"free_spins" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_templates_code_unique" UNIQUE("code"),
	CONSTRAINT "bonus_templates_kind_ck" CHECK ("bonus_templates"."kind" in ('deposit_match', 'fixed', 'no_deposit', 'free_spins', 'cashback')),
	CONSTRAINT "bonus_templates_base_ck" CHECK ("bonus_templates"."wagering_base" in ('bonus', 'bonus_plus_deposit')),
	CONSTRAINT "bonus_templates_numbers_ck" CHECK ("bonus_templates"."percent" between 0 and 1000 and "bonus_templates"."wagering_multiplier" between 0 and 200 and "bonus_templates"."validity_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"offer_id" bigint,
	"redeemed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_redemptions_code_user_id_pk" PRIMARY KEY("code","user_id")
);
--> statement-breakpoint
CREATE TABLE "welcome_pack_steps" (
	"pack_id" integer NOT NULL,
	"step" integer NOT NULL,
	"nth_deposit" integer NOT NULL,
	"template_id" integer NOT NULL,
	CONSTRAINT "welcome_pack_steps_pack_id_step_pk" PRIMARY KEY("pack_id","step"),
	CONSTRAINT "welcome_pack_steps_nth_ck" CHECK ("welcome_pack_steps"."step" >= 1 and "welcome_pack_steps"."nth_deposit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "welcome_packs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "welcome_packs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"public_title" jsonb NOT NULL,
	"valid_days" integer DEFAULT 7 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "welcome_packs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "uses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "new_players_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "currencies" text[];--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "take_bonus" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "free_spin_grants" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "bonus_credits" ADD CONSTRAINT "bonus_credits_grant_id_bonus_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_credits" ADD CONSTRAINT "bonus_credits_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD CONSTRAINT "bonus_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD CONSTRAINT "bonus_offers_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_stakes" ADD CONSTRAINT "bonus_stakes_grant_id_bonus_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_stakes" ADD CONSTRAINT "bonus_stakes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_pack_steps" ADD CONSTRAINT "welcome_pack_steps_pack_id_welcome_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."welcome_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_pack_steps" ADD CONSTRAINT "welcome_pack_steps_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_credits_grant_idx" ON "bonus_credits" USING btree ("grant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_active_uq" ON "bonus_grants" USING btree ("user_id","currency") WHERE "bonus_grants"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bonus_grants_user_idx" ON "bonus_grants" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "bonus_grants_expiry_idx" ON "bonus_grants" USING btree ("expires_at") WHERE "bonus_grants"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bonus_offers_user_idx" ON "bonus_offers" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "bonus_offers_visitor_idx" ON "bonus_offers" USING btree ("visitor","status");--> statement-breakpoint
CREATE INDEX "bonus_stakes_grant_idx" ON "bonus_stakes" USING btree ("grant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "welcome_pack_steps_nth_uq" ON "welcome_pack_steps" USING btree ("pack_id","nth_deposit");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_spin_grants" ADD CONSTRAINT "free_spin_grants_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_uses_ck" CHECK ("promo_codes"."uses" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."uses" <= "promo_codes"."max_uses"));